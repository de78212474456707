// The EdgeTable console's page: native ES modules, no build step, nothing fetched from anywhere
// but this console. main.js starts the page and dispatches each address to its view.
import { h, link, view, banner, fill } from './dom.js';
import { state } from './state.js';
import { routes, parseHash, currentTable } from './routes.js';
import { api, showError, StaleView, loadTables } from './api.js';
import { onCommitted, renderStaged } from './staged.js';
import { tablesView, tableView } from './views/tables.js';
import { partitionView } from './views/partition.js';
import { queryView } from './views/query.js';
import { itemView } from './views/item.js';
import { edgesView } from './views/edges.js';
import { doctorView } from './views/doctor.js';
import { transferView } from './views/transfer.js';
import { modelView } from './views/model.js';

async function route() {
  state.route++;
  banner(null);
  renderNav();
  const { parts, params } = parseHash();
  try {
    if (parts.length === 0) return await tablesView();
    if (parts[0] === 'model') return await modelView(params.get('kind'));
    if (parts[0] === 't' && parts.length >= 2) {
      const t = parts[1];
      const sub = parts[2];
      if (!sub) return await tableView(t);
      if (sub === 'p') return await partitionView(t, parts.slice(3).join('/'));
      if (sub === 'query') return await queryView(t, params.get('q'));
      if (sub === 'item') return await itemView(t, params.get('key'));
      if (sub === 'edges') return await edgesView(t, params.get('kind'));
      if (sub === 'doctor') return await doctorView(t, params.get('run'));
      if (sub === 'transfer') return await transferView(t, params.get('pk'));
    }
    view(h('h1', { text: 'No such view' }), link('Back to the tables', routes.tables()));
  } catch (e) {
    if (e instanceof StaleView) return;
    showError(e);
    view(h('h1', {}, e.status === 404 ? 'Not found' : 'Nothing to show'),
      h('p', { class: 'muted' }, e.message), link('Back to the tables', routes.tables()));
  }
}

// The links of the bar: the table-bound views go to the table shown now, or the one the
// console was started on; with neither (a raw endpoint), only the tables and the model.
function renderNav() {
  const nav = document.getElementById('nav');
  const home = state.info.table && state.tables[state.info.table] ? state.info.table : null;
  const t = currentTable() || home;
  fill(nav, [link('Tables', routes.tables()),
    ...(t ? [link('Find', routes.table(t)), link('Query', routes.query(t)),
      state.info.model ? link('Edges', routes.edges(t)) : null,
      link('Doctor', routes.doctor(t)), link('Export/import', routes.transfer(t))] : []),
    state.info.model ? link('Model', routes.model()) : null]);
  const mode = [];
  if (state.info.readOnly) mode.push('READ-ONLY');
  if (t) mode.push('table ' + t);
  mode.push(state.info.model ? 'model: ' + state.model.kinds.length + ' kinds'
    : 'raw mode (no model)');
  document.getElementById('mode').textContent = mode.join(' \u00b7 ');
}

async function start() {
  try {
    state.info = await api('GET', '/api/info');
    if (state.info.model) state.model = await api('GET', '/api/model');
    await loadTables();
  } catch (e) {
    showError(e);
    view(h('p', {}, 'The console cannot start. ', e.message));
    return;
  }
  onCommitted(route);
  renderStaged();
  window.addEventListener('hashchange', route);
  await route();
}

start();
