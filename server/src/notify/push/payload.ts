/** What a push carries (JSON), read by the service worker (web/public/sw.js). */
export interface PushPayload {
  titulo: string;
  cuerpo: string;
  /** The page a click opens, on this site (a film's card). */
  url: string;
  /** The poster, shown as the notification's image; null: none. */
  imagen: string | null;
}

/**
 * The bytes a push may carry: push services take 4,096 bytes of record, of which the
 * encryption takes its share (RFC 8291: 86 bytes of header, 16 of tag, 1 of padding delimiter).
 * Kept well below, since some services are said to refuse more than about 3 KB.
 */
export const PUSH_PAYLOAD_MAX_BYTES = 3000;

/** The payload as sent: JSON, its body shortened (at a character, with '…') to fit. */
export function encodePushPayload(payload: PushPayload): string {
  let text = JSON.stringify(payload);
  let body = payload.cuerpo;
  while (Buffer.byteLength(text) > PUSH_PAYLOAD_MAX_BYTES && body.length > 0) {
    const over = Buffer.byteLength(text) - PUSH_PAYLOAD_MAX_BYTES;
    body = [...body].slice(0, -Math.max(1, Math.ceil(over / 4)) - 1).join('');
    text = JSON.stringify({ ...payload, cuerpo: `${body}…` });
  }
  if (Buffer.byteLength(text) > PUSH_PAYLOAD_MAX_BYTES) {
    text = JSON.stringify({
      ...payload,
      cuerpo: '',
      imagen: null,
      titulo: payload.titulo.slice(0, 200),
    });
  }
  return text;
}
