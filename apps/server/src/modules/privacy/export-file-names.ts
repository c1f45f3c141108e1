const MAX_NAME_LENGTH = 120;

/**
 * A file name from the user's upload made safe for a ZIP entry: no folders (slashes, backslashes, dot
 * segments), no control or reserved characters (which Windows' unzip refuses), no leading dots, at most
 * 120 characters with the extension kept. The name was sanitised at upload; this holds whatever a row has.
 */
export function safeEntryName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/\p{Cc}/gu, '_')
    .replace(/[<>:"/\\|?*]/g, '_')
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '')
    .trim();
  const base = cleaned.length > 0 ? cleaned : 'documento';
  if (base.length <= MAX_NAME_LENGTH) {
    return base;
  }
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return `${base.slice(0, MAX_NAME_LENGTH - extension.length)}${extension}`;
}

/**
 * The paths of the export's files: one folder per request folio, each name once (compared without case,
 * as Windows and macOS do): a second "INE.pdf" of the same folio becomes "INE (2).pdf".
 */
export class ExportFileNames {
  private readonly taken = new Set<string>();

  take(folder: string, filename: string): string {
    const safeFolder = safeEntryName(folder);
    const name = safeEntryName(filename);
    const dot = name.lastIndexOf('.');
    const stem = dot > 0 ? name.slice(0, dot) : name;
    const extension = dot > 0 ? name.slice(dot) : '';
    let candidate = `${safeFolder}/${name}`;
    for (let n = 2; this.taken.has(candidate.toLowerCase()); n++) {
      candidate = `${safeFolder}/${stem} (${n})${extension}`;
    }
    this.taken.add(candidate.toLowerCase());
    return candidate;
  }
}
