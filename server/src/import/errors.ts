/** Bad input to a catalogue tool (missing folder or file, bad list code): shown as it is. */
export class ImportInputError extends Error {}
