// A grid of items, readable at 1366 px: with the model, each row shows its kind, the other end's
// id (a link to its partition) and the record's attributes by name, typed; the raw key
// attributes (PK, SK, GSI...) are one toggle away. Without the model, every attribute shows.
// Every header and cell is reachable by Tab: Enter sorts a header, edits an editable cell and
// opens the item from any other; Escape cancels an edit.
import { h, link, banner, confirmDialog } from './dom.js';
import { state, kindNamed } from './state.js';
import { routes } from './routes.js';
import { api, tablePath, showError } from './api.js';
import { stage } from './staged.js';
import { typeOf, plain, valueNode, compareValues, sameValue, keyOf, keyAttributes, fieldOf,
  parseTyped } from './values.js';

export function grid(table, items, opts) {
  opts = opts || {};
  // The table's and indexes' key attributes, less those a record kind stores as an attribute of
  // its own (an ordered inverse's sort attribute): those show and edit by name.
  const keys = keyAttributes(table);
  for (const k of state.model.kinds) {
    for (const name of Object.keys(k.attributes || {})) {
      if (!tableKeys(table).has(name)) keys.delete(name);
    }
  }
  const rows = items.map((item, i) => ({ item, about: (opts.about || [])[i] || null,
    pair: false }));
  const modelled = rows.some(r => r.about && r.about.kind);
  const columns = [];
  const seen = new Set();
  const addColumns = (list) => {
    const keyFirst = [];
    const rest = [];
    for (const r of list) {
      const kind = r.about ? kindNamed(r.about.kind) : null;
      const names = kind ? [...Object.keys(kind.attributes || {}), ...Object.keys(r.item)]
        : Object.keys(r.item);
      for (const c of names) {
        if (seen.has(c) || r.item[c] === undefined) continue;
        if (kind && (kind.ids || []).includes(c) && !keys.has(c)) continue;
        seen.add(c);
        (keys.has(c) ? keyFirst : rest).push(c);
      }
    }
    // Key attributes first, in the table's and indexes' order.
    const order = [...keys];
    keyFirst.sort((a, b) => order.indexOf(a) - order.indexOf(b));
    columns.push(...keyFirst, ...rest);
    return [...keyFirst, ...rest];
  };
  addColumns(rows);
  const wrap = h('div', { class: 'grid-wrap' + (modelled ? ' modelled' : '') });
  const tableEl = h('table', { class: 'grid' + (opts.id ? ' ' + opts.id : '') });
  if (opts.caption) tableEl.append(h('caption', { class: 'sr-only' }, opts.caption));
  let sort = { column: null, dir: 1 };
  const headerRow = h('tr');
  const header = (c, label) => {
    const th = h('th', { 'data-col': c, tabindex: 0, scope: 'col',
      class: keys.has(c) && modelled ? 'keycol' : null, title: 'Sort by ' + label }, label);
    const sortNow = () => {
      sort = { column: c, dir: sort.column === c ? -sort.dir : 1 };
      headerRow.querySelectorAll('th').forEach(x => {
        x.classList.remove('sorted-asc', 'sorted-desc');
        x.removeAttribute('aria-sort');
      });
      th.classList.add(sort.dir > 0 ? 'sorted-asc' : 'sorted-desc');
      th.setAttribute('aria-sort', sort.dir > 0 ? 'ascending' : 'descending');
      rows.sort((a, b) => sort.dir * compareValues(cellValue(a, c), cellValue(b, c)));
      renderBody();
      th.focus();
    };
    th.addEventListener('click', sortNow);
    th.addEventListener('keydown', e => { if (e.key === 'Enter') { e.preventDefault(); sortNow(); } });
    return th;
  };
  if (modelled) {
    headerRow.append(header('@kind', 'kind'), header('@end', opts.side === 'inverse' ? 'from'
      : 'to / id'));
  }
  for (const c of columns) headerRow.append(header(c, c));
  headerRow.append(h('th', { class: 'actions-head' }, ''));
  const body = h('tbody');
  tableEl.append(h('thead', {}, headerRow), body);
  wrap.append(tableEl);

  function cellValue(r, c) {
    if (c === '@kind') return r.about ? { S: r.about.kind } : undefined;
    if (c === '@end') return r.about ? { S: otherEnd(r.about, opts.side).id } : undefined;
    return r.item[c];
  }

  function renderBody() {
    body.replaceChildren(...rows.map(rowEl));
  }

  function openItem(r) {
    location.hash = routes.item(table, keyOf(table, r.item));
  }

  function rowEl(r) {
    const tr = h('tr', { class: r.pair ? 'paired' : null });
    const kind = r.about ? kindNamed(r.about.kind) : null;
    if (modelled) {
      tr.append(h('td', { 'data-col': '@kind', tabindex: 0, class: 'kind' },
        r.about ? h('span', { class: 'badge' }, r.about.kind) : h('span', { class: 'muted' },
          'unknown')));
      tr.append(h('td', { 'data-col': '@end', class: 'end-cell' }, r.about
        ? endLinks(table, r.about, opts.side) : ''));
    }
    for (const c of columns) {
      const v = r.item[c];
      const field = fieldOf(kind, c);
      const td = h('td', { 'data-col': c, tabindex: 0,
        class: keys.has(c) && modelled ? 'keycol' : null }, v === undefined ? '' : valueNode(v));
      if (field && field.dynamo !== typeOf(v) && v !== undefined) {
        td.classList.add('mistyped');
        td.title = 'the model says ' + field.dynamo + ', stored as ' + typeOf(v);
      }
      const t = typeOf(v);
      const editable = !state.info.readOnly && !keys.has(c) && v !== undefined
        && (t === 'S' || t === 'N' || t === 'BOOL') && !opts.indexOnly;
      if (editable) {
        const guarded = field && (field.counter || field.version);
        td.classList.add('editable');
        if (guarded) {
          td.classList.add('guarded');
          td.title = (field.counter ? 'A counter' : 'The @Version') + ', kept by the DAOs:'
            + ' read-only unless "edit anyway" is ticked';
        } else if (!td.title) {
          td.title = 'Enter or double-click to edit';
        }
        const start = () => {
          if (guarded && !editAnyway()) {
            banner(c + ' is ' + (field.counter ? 'a counter' : 'the @Version')
              + ': tick "edit anyway" to change it (the doctor will then report drift).');
            return;
          }
          editCell(table, r, c, td, field, !!guarded);
        };
        td.addEventListener('dblclick', start);
        td.addEventListener('keydown', e => {
          if (e.key === 'Enter' && e.target === td) { e.preventDefault(); start(); }
        });
      } else {
        td.addEventListener('keydown', e => {
          if (e.key === 'Enter' && e.target === td) { e.preventDefault(); openItem(r); }
        });
      }
      tr.append(td);
    }
    if (modelled) {
      // Enter on the kind opens the item.
      tr.firstChild.addEventListener('keydown', e => {
        if (e.key === 'Enter' && e.target === tr.firstChild) { e.preventDefault(); openItem(r); }
      });
    }
    const actions = h('td', { class: 'actions' },
      link('open', routes.item(table, keyOf(table, r.item)), { class: 'open' }));
    if (r.about && !r.about.node && !state.info.readOnly && kind) {
      actions.append(' ', h('button', { class: 'danger small delete-edge', onclick: () =>
        deleteEdge(table, r.about) }, 'delete edge'));
    }
    tr.append(actions);
    return tr;
  }

  renderBody();
  return {
    el: wrap,
    rows,
    append(more, moreAbout) {
      const added = more.map((item, i) => ({ item, about: (moreAbout || [])[i] || null,
        pair: false }));
      rows.push(...added);
      for (const c of addColumns(added)) headerRow.insertBefore(header(c, c), headerRow.lastChild);
      renderBody();
    },
    render: renderBody,
  };
}

function tableKeys(t) {
  const table = state.tables[t];
  return new Set(table ? table.keySchema.map(k => k.attribute) : []);
}

function editAnyway() {
  const box = document.getElementById('edit-anyway');
  return !!(box && box.checked);
}

// The "edit anyway" box for counters and @Version, with the doctor's warning.
export function editAnywayBox() {
  if (state.info.readOnly || state.model.kinds.length === 0) return null;
  return h('label', { class: 'inline warn-label' },
    h('input', { type: 'checkbox', id: 'edit-anyway' }),
    ' edit counters and @Version anyway (the doctor will report the drift)');
}

// The other end of an edge seen from this side, and its partition.
export function otherEnd(about, side) {
  const ids = Object.values(about.ids || {});
  const links = about.links || {};
  if (about.node) return { id: ids.join(' / '), pk: null };
  return side === 'inverse' ? { id: ids[0], pk: links.source } : { id: ids[1], pk: links.target };
}

function endLinks(table, about, side) {
  const end = otherEnd(about, side);
  const span = h('span', { class: 'ends' });
  if (about.node) {
    span.append(h('span', { class: 'id' }, end.id));
    return span;
  }
  span.append(end.pk ? link(end.id, routes.partition(table, end.pk),
    { class: 'id end ' + (side === 'inverse' ? 'source' : 'target'),
      title: 'open ' + end.pk }) : h('span', { class: 'id' }, end.id));
  const links = about.links || {};
  const other = side === 'inverse' ? links.forward : links.inverse;
  if (other) {
    span.append(' ', link('\u21c4', routes.partition(table, other),
      { class: 'other-side', title: 'this edge seen from its other end (' + other + ')',
        'aria-label': 'this edge seen from its other end' }));
  }
  return span;
}

function editCell(table, row, column, td, field, anyway) {
  const before = row.item;
  const v = before[column];
  const t = typeOf(v);
  const type = field ? field.dynamo : t;
  let input;
  if (type === 'BOOL' || t === 'BOOL') {
    input = h('input', { type: 'checkbox', class: 'cell-input', 'aria-label': column });
    input.checked = v.BOOL === true;
  } else if (field && field.constants) {
    input = h('select', { class: 'cell-input', 'aria-label': column },
      field.constants.map(c => h('option', { value: c }, c)));
    input.value = plain(v);
  } else {
    input = h('input', { value: plain(v), class: 'cell-input', 'aria-label': column,
      inputmode: type === 'N' ? 'decimal' : null,
      placeholder: field && field.format === 'LOCAL_DATE' ? 'YYYY-MM-DD' : null });
  }
  td.replaceChildren(input);
  input.focus();
  let finished = false;
  const done = (save) => {
    if (finished) return;
    finished = true;
    const restore = (value) => {
      td.replaceChildren(valueNode(value));
      td.focus();
    };
    if (!save) { restore(v); return; }
    const parsed = input.type === 'checkbox' ? { value: { BOOL: input.checked } }
      : parseTyped(field || { dynamo: t === 'N' ? 'N' : 'S' }, input.value);
    if (parsed.error) {
      banner(column + ': ' + parsed.error);
      restore(v);
      return;
    }
    const next = parsed.value;
    if (sameValue(next, v)) { restore(v); return; }
    const after = Object.assign({}, before, { [column]: next });
    stage(table, before, after, anyway);
    row.item = after;
    restore(next);
    td.classList.add('edited');
  };
  input.addEventListener('keydown', e => {
    if (e.key === 'Enter') { e.preventDefault(); done(true); }
    if (e.key === 'Escape') { e.preventDefault(); done(false); }
  });
  input.addEventListener('blur', () => { if (input.isConnected) done(true); });
}

async function deleteEdge(table, about) {
  const [source, target] = Object.values(about.ids);
  const sure = await confirmDialog('Delete this ' + about.kind + ' edge?',
    [about.kind + '(' + source + ', ' + target + '): the edge item and its inverse entry, with'
      + ' its counters moved back, in one transaction.'], 'Delete edge');
  if (!sure) return;
  const q = '?kind=' + encodeURIComponent(about.kind) + '&source=' + encodeURIComponent(source)
    + '&target=' + encodeURIComponent(target);
  try {
    await api('DELETE', tablePath(table, '/edges' + q));
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    banner('Deleted ' + about.kind + '(' + source + ', ' + target + ') with its counters.', 'info');
  } catch (e) {
    showError(e);
  }
}
