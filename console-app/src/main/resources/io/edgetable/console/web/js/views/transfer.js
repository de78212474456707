// 8. Export of a partition (every page, key attributes first; the file named by the partition)
// and import of DynamoDB JSON lines (creates only: an existing item is reported, not overwritten).
import { h, view } from '../dom.js';
import { state } from '../state.js';
import { api, tablePath, ensureTable, showError } from '../api.js';

const enc = encodeURIComponent;

export async function transferView(t, pk) {
  const table = await ensureTable(t);
  const pkInput = h('input', { id: 'x-pk', value: pk || '', size: 40 });
  const side = h('select', { id: 'x-side' }, h('option', { value: 'table' }, 'table'),
    table.indexes.map(i => h('option', { value: i.name }, i.name)));
  const format = h('select', { id: 'x-format' }, h('option', { value: 'jsonl' }, 'JSON lines'),
    h('option', { value: 'csv' }, 'CSV'));
  const exportLink = h('a', { id: 'x-link', class: 'button' }, 'Download');
  const refresh = () => {
    exportLink.href = tablePath(t, '/export?pk=' + enc(pkInput.value) + '&side='
      + enc(side.value) + '&format=' + format.value);
    // The console names the file after the table, the partition and the side.
    exportLink.setAttribute('download', '');
  };
  [pkInput, side, format].forEach(x => x.addEventListener('input', refresh));
  [side, format].forEach(x => x.addEventListener('change', refresh));
  refresh();
  const lines = h('textarea',
    { id: 'i-lines', placeholder: '{"PK": {"S": "..."}, ...} one per line',
      'aria-label': 'JSON lines to import' });
  const file = h('input', { type: 'file', accept: '.json,.jsonl,.txt',
    'aria-label': 'a file of JSON lines' });
  file.addEventListener('change', async () => {
    if (file.files[0]) lines.value = await file.files[0].text();
  });
  const report = h('div', { id: 'i-report' });
  const importNow = async () => {
    try {
      const r = await api('POST', tablePath(t, '/import'), { lines: lines.value });
      report.replaceChildren(h('p', {}, 'Created ' + r.created + '; already there (not'
        + ' overwritten) ' + r.existing.length + '; errors ' + r.errors.length + '.'),
      ...r.existing.map(x => h('div', {}, 'line ' + x.line + ' exists: '
          + JSON.stringify(x.key))),
      ...r.errors.map(x => h('div', {}, 'line ' + x.line + ': ' + x.error)));
    } catch (e) {
      showError(e);
    }
  };
  view(h('h1', {}, 'Export and import'),
    h('h2', {}, 'Export a partition (every page, by Query, never a Scan)'),
    h('div', { class: 'row' }, h('label', {}, 'partition key', pkInput),
      h('label', {}, 'side', side),
      h('label', {}, 'format', format), exportLink),
    h('h2', {}, 'Import DynamoDB JSON lines (creates only; existing items are reported)'),
    file, lines,
    state.info.readOnly ? h('p', {}, 'Read-only: import is refused.') :
      h('button', { class: 'primary', id: 'i-run', onclick: importNow }, 'Import'),
    report);
}
