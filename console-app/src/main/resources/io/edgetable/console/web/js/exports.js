// Downloads: the console names export files after the table and the partition (or the query's
// key), key attributes first, values as stored.
import { h } from './dom.js';

// The file name the console gave a download (its exact form, filename*, when there is one).
export function fileName(response, fallback) {
  const header = response.headers.get('Content-Disposition') || '';
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (exact) return decodeURIComponent(exact[1]);
  const plain = /filename="([^"]+)"/i.exec(header);
  return plain ? plain[1] : fallback;
}

export function download(name, type, text) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

