// Edits staged in the page and committed together: one conditional write of what changed, or
// one TransactWriteItems for several (all or nothing). A conflict writes nothing and shows the
// stored item beside what was read.
import { h, banner, confirmDialog } from './dom.js';
import { state } from './state.js';
import { api, tablePath, showError, ApiFailure } from './api.js';
import { canonical, keyOf, sameValue, valueNode, plain } from './values.js';

let rerender = async () => {};

// The view to render again after a commit or a discard (set by main.js).
export function onCommitted(render) {
  rerender = render;
}

// editAnyway: the edit changes a counter or the @Version on purpose (the console refuses that
// otherwise, and warns that the doctor will report the drift).
export function stage(table, before, after, editAnyway) {
  const key = JSON.stringify(canonical(keyOf(table, before || after)));
  const existing = state.staged.find(e => e.table === table && e.key === key);
  if (existing) {
    existing.after = after;
    existing.editAnyway = existing.editAnyway || !!editAnyway;
  } else {
    state.staged.push({ table, key, before, after, editAnyway: !!editAnyway });
  }
  renderStaged();
}

function body(edit) {
  const b = { before: edit.before, after: edit.after };
  if (edit.editAnyway) b.editAnyway = true;
  return b;
}

// Leaving the page (reload, another address) would drop edits not yet committed.
window.addEventListener('beforeunload', (event) => {
  if (state.staged.length > 0) {
    event.preventDefault();
    event.returnValue = '';
  }
});

export function discard() {
  state.staged = [];
  renderStaged();
  return rerender();
}

export function renderStaged() {
  const bar = document.getElementById('staged');
  if (state.staged.length === 0) { bar.hidden = true; bar.replaceChildren(); return; }
  bar.hidden = false;
  const n = state.staged.length;
  const deletions = state.staged.filter(e => e.after === null).length;
  bar.replaceChildren(
    h('strong', {}, n + ' staged edit' + (n === 1 ? '' : 's')
      + (deletions ? ' (' + deletions + ' deletion' + (deletions === 1 ? '' : 's') + ')' : '')
      + ' '),
    h('span', { class: 'muted' }, n === 1 ? '(one conditional write) '
      : '(one TransactWriteItems, all or nothing) '),
    h('button', { class: 'primary', id: 'commit', onclick: commitStaged }, 'Commit'),
    ' ',
    h('button', { id: 'discard', onclick: discard }, 'Discard'),
    h('div', { class: 'muted small', id: 'commit-note' }, 'Only the attributes that differ are'
      + ' written, each on condition that it still holds the value read (and the @Version);'
      + ' an attribute you did not change is left as stored. A deletion is conditional on'
      + ' every attribute read.'));
}

function describe(edit) {
  const key = keyOf(edit.table, edit.before || edit.after);
  return Object.values(key).map(plain).join(' / ');
}

async function commitStaged() {
  const edits = state.staged;
  const table = edits[0].table;
  if (edits.some(e => e.table !== table)) {
    banner('Staged edits span several tables; commit one table at a time.');
    return;
  }
  const deletions = edits.filter(e => e.after === null);
  if (deletions.length) {
    const sure = await confirmDialog('Delete ' + deletions.length + ' item'
      + (deletions.length === 1 ? '' : 's') + '?',
      [...deletions.map(describe), 'Only if each is still stored as read. This cannot be undone'
        + ' from the console.'], 'Delete');
    if (!sure) return;
  }
  try {
    const answer = edits.length === 1 && edits[0].after
      ? await api('PUT', tablePath(table, '/item'), body(edits[0]))
      : await api('POST', tablePath(table, '/transaction'), { edits: edits.map(body) });
    state.staged = [];
    renderStaged();
    await rerender();
    const warnings = (answer && answer.warnings) || [];
    banner('Written: ' + edits.length + ' edit' + (edits.length === 1 ? '' : 's')
      + (deletions.length ? ' (' + deletions.length + ' deleted)' : '') + '.'
      + (warnings.length ? '\n' + warnings.join('\n') : ''), 'info');
  } catch (e) {
    if (e instanceof ApiFailure && e.status === 409) {
      const failed = e.body && e.body.edit !== undefined ? edits[e.body.edit] : edits[0];
      showConflict(failed, e.body ? e.body.current : null, e.message);
    } else {
      showError(e);
    }
  }
}

function showConflict(edit, current, message) {
  const names = new Set([...Object.keys(edit.before || {}), ...Object.keys(edit.after || {}),
    ...Object.keys(current || {})]);
  const rows = [...names].sort().map(name => {
    const read = (edit.before || {})[name], stored = (current || {})[name];
    const mine = (edit.after || {})[name];
    const changed = !sameValue(read, stored);
    return h('tr', {},
      h('th', { scope: 'row' }, name),
      h('td', {}, valueNode(read)),
      h('td', { class: changed ? 'changed' : '' }, valueNode(stored)),
      h('td', {}, valueNode(mine)));
  });
  const panel = h('div', { class: 'card', id: 'conflict' },
    h('h2', {}, 'Conflict: nothing was written'),
    h('p', {}, message),
    current === null ? h('p', { class: 'muted' }, 'The item is no longer stored.') : null,
    h('table', { class: 'grid diff' },
      h('tr', {}, h('th', {}, 'attribute'), h('th', {}, 'you read'),
        h('th', {}, 'stored now'), h('th', {}, 'your edit')),
      rows),
    h('h3', {}, 'Stored item (DynamoDB JSON)'),
    h('pre', {}, JSON.stringify(current, null, 2)),
    h('button', { id: 'conflict-discard', onclick: discard }, 'Discard my edits and reload'));
  document.getElementById('view').prepend(panel);
  banner('Your edit lost a race: ' + message);
}
