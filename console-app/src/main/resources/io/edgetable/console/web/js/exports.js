// Exports: file names carry the table and the partition; CSV keeps values as stored.
import { typeOf, plain } from './values.js';
import { h } from './dom.js';

export function exportName(t, pk, side, format) {
  const safe = (text) => text.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^_+|_+$/g, '');
  return safe(t) + '-' + safe(pk || 'result') + (side && side !== 'table' ? '-' + safe(side) : '')
    + '.' + format;
}

export function download(name, type, text) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// Key attributes first, then the others as they come.
export function csv(items, keyNames) {
  const all = [...new Set(items.flatMap(i => Object.keys(i)))];
  const columns = [...(keyNames || []).filter(k => all.includes(k)),
    ...all.filter(c => !(keyNames || []).includes(c))];
  const cell = (text) => {
    let s = String(text);
    if (/^[=+\-@\t\r]/.test(s) && !/^-?[\d.]+([eE][-+]?\d+)?$/.test(s)) s = "'" + s;
    return '"' + s.replace(/"/g, '""') + '"';
  };
  const lines = [columns.map(cell).join(',')];
  for (const i of items) {
    lines.push(columns.map(c => i[c] === undefined ? '' : cell(typeOf(i[c]) === 'S'
      || typeOf(i[c]) === 'N' ? plain(i[c]) : JSON.stringify(i[c]))).join(','));
  }
  return lines.join('\r\n') + '\r\n';
}
