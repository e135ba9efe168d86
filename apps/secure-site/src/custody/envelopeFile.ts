import type { EnvelopeSlot } from './userKeyEnvelope.js'

/** The exported envelope file's `format`. */
export const ENVELOPE_FILE_FORMAT = 'portico-key-envelope'

/**
 * The exported envelope file (issue 22, exit): a kit envelope with its slot, everything the standalone
 * recovery page needs besides the recovery kit. JSON, so a user can read what it holds.
 */
export interface EnvelopeFile extends EnvelopeSlot {
  format: typeof ENVELOPE_FILE_FORMAT
  version: 2
  envelope: string
}

/** The file's text for a kit envelope. */
export function envelopeFile(slot: EnvelopeSlot, envelope: string): string {
  if (slot.kind !== 'kit') throw new Error('Only a recovery-kit envelope can be exported')
  const file: EnvelopeFile = { format: ENVELOPE_FILE_FORMAT, version: 2, ...slot, envelope }
  return `${JSON.stringify(file, null, 2)}\n`
}

/** Reads an envelope file; throws 'This is not a Portico envelope file' on any other shape. */
export function readEnvelopeFile(text: string): EnvelopeFile {
  const fail = () => new Error('This is not a Portico envelope file')
  let file: Record<string, unknown>
  try {
    file = JSON.parse(text) as Record<string, unknown>
  } catch {
    throw fail()
  }
  const strings = ['userId', 'namespace', 'address', 'id', 'envelope'] as const
  if (file?.format !== ENVELOPE_FILE_FORMAT || file.version !== 2 || file.kind !== 'kit') throw fail()
  if (!strings.every((k) => typeof file[k] === 'string' && (file[k] as string).length > 0)) throw fail()
  return file as unknown as EnvelopeFile
}
