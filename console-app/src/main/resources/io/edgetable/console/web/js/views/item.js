// 4 and 6. One item: every value whole and lossless (numbers as their decimal text, sets, binary,
// maps, lists, NULL), edited as DynamoDB JSON, or deleted (staged; Commit asks first).
import { h, link, view, banner } from '../dom.js';
import { state } from '../state.js';
import { routes } from '../routes.js';
import { api, tablePath, ensureTable } from '../api.js';
import { stage } from '../staged.js';
import { typeOf, plain } from '../values.js';

export async function itemView(t, keyJson) {
  const table = await ensureTable(t);
  let key = null;
  try { key = JSON.parse(keyJson); } catch (e) { key = null; }
  const hashKey = table.keySchema[0].attribute;
  const partitionLink = () => key && key[hashKey] && key[hashKey].S !== undefined
    ? link('its partition', routes.partition(t, key[hashKey].S), { id: 'item-partition' }) : '';
  let answer;
  try {
    answer = await api('GET', tablePath(t, '/item?key=' + encodeURIComponent(keyJson)));
  } catch (e) {
    if (e.status === 404) {
      view(h('h1', {}, 'No such item'), h('p', { id: 'item-missing' },
        'Nothing is stored under this key (deleted?). ', partitionLink()),
      h('pre', {}, keyJson));
      return;
    }
    throw e;
  }
  const item = answer.item;
  const rows = Object.keys(item).sort().map(name => h('tr', {},
    h('th', { scope: 'row' }, name), h('td', {}, typeOf(item[name])),
    h('td', { 'data-col': name, class: 'whole', tabindex: 0 }, wholeValue(item[name]))));
  const editor = h('textarea', { id: 'item-json', spellcheck: 'false',
    'aria-label': 'the item as DynamoDB JSON' });
  editor.value = JSON.stringify(item, null, 2);
  const stageEdit = () => {
    let after;
    try {
      after = JSON.parse(editor.value);
    } catch (e) {
      banner('The item is not valid JSON: ' + e.message);
      return;
    }
    const anyway = document.getElementById('item-edit-anyway');
    stage(t, item, after, anyway && anyway.checked);
    banner('Staged. Commit it with the button above (conditional on the values read).', 'info');
  };
  view(h('h1', {}, 'Item'),
    h('p', {}, partitionLink()),
    h('table', { class: 'grid', id: 'item-grid' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'attribute'),
        h('th', { scope: 'col' }, 'type'), h('th', { scope: 'col' }, 'value'))),
      h('tbody', {}, rows)),
    h('h2', {}, 'DynamoDB JSON'),
    editor,
    state.info.readOnly ? h('p', { class: 'muted' }, 'Read-only: edits are refused.') :
      h('div', { class: 'row' },
        h('button', { class: 'primary', id: 'item-stage', onclick: stageEdit }, 'Stage this edit'),
        state.model.kinds.length ? h('label', { class: 'inline warn-label' },
          h('input', { type: 'checkbox', id: 'item-edit-anyway' }), ' edit counters and @Version'
            + ' anyway (the doctor will report the drift)') : null,
        h('button', { class: 'danger', id: 'item-delete', onclick: () => {
          stage(t, item, null);
          banner('Deletion staged: Commit asks before deleting (only if the item is still as'
            + ' read).', 'info');
        } }, 'Stage deletion')));
}

// The whole value, never cut (this is where a cut cell's value is read in full).
function wholeValue(v) {
  const t = typeOf(v);
  if (t === 'NULL') return h('span', { class: 'null' }, 'NULL');
  if (t === 'S' && v.S === '') return h('span', { class: 'empty' }, '(empty string)');
  if (t === 'M' || t === 'L') return h('pre', { class: 'inline-json' }, JSON.stringify(v[t], null,
    2));
  return h('span', { class: 'v' }, plain(v));
}
