/** The one MXN formatter (es-MX), used by the web and by the server's system messages: "$1,350.50". */
const mxn = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  currencyDisplay: 'narrowSymbol',
});

export function formatMXN(amount: number | string): string {
  return mxn.format(Number(amount));
}

const KIB = 1024;
const MIB = 1_048_576;

/**
 * File sizes: the spec's MB with 2 decimals from 1 MB up; below that KB (a small scan is not "0.00 MB").
 */
export function formatFileSize(bytes: number): string {
  if (bytes >= MIB) {
    return `${(bytes / MIB).toFixed(2)} MB`;
  }
  return `${Math.max(1, Math.round(bytes / KIB))} KB`;
}
