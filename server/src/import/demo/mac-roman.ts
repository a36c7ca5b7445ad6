/**
 * The vega `movies` table was written as Latin-1 and read back as Mac Roman, so 'é' (0xE9)
 * shows as 'È'. Mapping each Mac Roman character back to its byte and decoding that byte as
 * Windows-1252 restores the text.
 */
const MAC_ROMAN_HIGH =
  'ÄÅÇÉÑÖÜáàâäãåçéèêëíìîïñóòôöõúùûü' +
  '†°¢£§•¶ß®©™´¨≠ÆØ∞±≤≥¥µ∂∑∏π∫ªºΩæø' +
  '¿¡¬√ƒ≈∆«»…\u00a0ÀÃÕŒœ–—“”‘’÷◊ÿŸ⁄€‹›ﬁﬂ' +
  '‡·‚„‰ÂÊÁËÈÍÎÏÌÓÔ\uf8ffÒÚÛÙıˆ˜¯˘˙˚¸˝˛ˇ';

const byteOf = new Map([...MAC_ROMAN_HIGH].map((char, index) => [char, 0x80 + index]));
const windows1252 = new TextDecoder('windows-1252');

export function repairMacRoman(text: string): string {
  if (!/[^\p{ASCII}]/u.test(text)) return text;
  return [...text]
    .map((char) => {
      const byte = byteOf.get(char);
      return byte === undefined ? char : windows1252.decode(Uint8Array.of(byte));
    })
    .join('');
}
