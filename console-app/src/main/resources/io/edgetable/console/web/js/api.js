// The JSON API under /api/. The token travels as the HttpOnly cookie set by the first page.
import { state } from './state.js';
import { banner } from './dom.js';

export class ApiFailure extends Error {
  constructor(status, message, body) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

// A read answered after the user went to another view: its view must not replace the new one.
export class StaleView extends Error {}

export async function api(method, path, body) {
  const route = state.route;
  const init = { method, credentials: 'same-origin', headers: {} };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch (e) {
    throw new ApiFailure(0, 'The console server does not answer. Is ./console still running?');
  }
  let json = null;
  try { json = await response.json(); } catch (e) { json = null; }
  if (method === 'GET' && route !== state.route) throw new StaleView(path);
  if (!response.ok) {
    const message = json && json.error ? json.error : 'HTTP ' + response.status;
    throw new ApiFailure(response.status, message, json);
  }
  return json;
}

export function tablePath(t, rest) {
  return '/api/tables/' + encodeURIComponent(t) + rest;
}

export async function loadTables() {
  const answer = await api('GET', '/api/tables');
  state.tables = {};
  for (const t of answer.tables) state.tables[t.name] = t;
  return answer.tables;
}

export async function ensureTable(t) {
  if (!state.tables[t]) await loadTables();
  if (!state.tables[t]) throw new ApiFailure(404, 'no table named "' + t + '" at this endpoint');
  return state.tables[t];
}

export function showError(e) {
  if (e instanceof StaleView) return;
  if (!(e instanceof ApiFailure)) {
    banner('Something went wrong in the page: ' + e.message);
    return;
  }
  const hints = {
    401: 'Open the URL that ./console printed (it holds the token).',
    502: 'The DynamoDB endpoint does not answer or refused the request. Is it running?',
  };
  banner(e.message + (hints[e.status] ? '\n' + hints[e.status] : ''));
}
