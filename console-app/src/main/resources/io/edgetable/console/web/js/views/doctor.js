// 7. The integrity doctor: a progress bar while it runs, findings linked to their items, repair.
// Each run has an address (#/t/T/doctor?run=ID): after a reload its findings are read again
// from the console, which keeps the last runs.
import { h, link, view } from '../dom.js';
import { state } from '../state.js';
import { routes } from '../routes.js';
import { api, tablePath, ensureTable, StaleView } from '../api.js';
import { plain } from '../values.js';

export async function doctorView(t, runId) {
  await ensureTable(t);
  const out = h('div', { id: 'doctor-out' });
  const bar = h('progress', { id: 'doctor-progress' });
  const status = h('span', { id: 'doctor-status', class: 'muted' });
  const meter = h('div', { class: 'row', hidden: true }, bar, status);
  const dangling = h('input', { type: 'checkbox', id: 'delete-dangling' });
  const findingRows = (findings) => h('table', { class: 'grid', id: 'findings' },
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'finding'),
      h('th', { scope: 'col' }, 'item'), h('th', { scope: 'col' }, 'what'))),
    h('tbody', {}, findings.map(f => h('tr', { 'data-kind': f.kind },
      h('td', {}, h('span', { class: 'badge' }, f.kind)),
      h('td', { class: 'id-cell' }, f.key && f.key.PK && f.key.PK.S !== undefined
        ? [link(f.key.PK.S, routes.partition(t, f.key.PK.S), { class: 'finding-item id' }),
          ' / ', h('span', { class: 'id' }, f.key.SK ? plain(f.key.SK) : ''), ' ',
          link('item', routes.item(t, f.key))]
        : JSON.stringify(f.key)),
      h('td', {}, f.message, f.reason ? h('div', { class: 'muted' }, f.reason) : null)))));
  const show = (answer) => {
    const findings = answer.findings || [];
    const parts = [];
    if (answer.repaired) {
      parts.push(h('div', { class: 'card', id: 'repair-result' },
        h('p', {}, answer.repaired.length + ' repaired, ' + answer.skipped.length
          + ' skipped (changed since the check: nothing overwritten, run the doctor again), '
          + answer.notRepaired.length + ' only reported.'),
        answer.skipped.length ? findingRows(answer.skipped) : null));
    }
    parts.push(h('p', { id: 'doctor-summary' }, findings.length === 0
      ? 'No findings: the table is consistent with the model.'
      : findings.length + ' finding' + (findings.length === 1 ? '' : 's')
        + (answer.repaired ? ' left after the repair' : '')));
    if (findings.length) parts.push(findingRows(findings));
    if (findings.length && !state.info.readOnly) {
      parts.push(h('div', { class: 'row' },
        h('button', { class: 'primary', id: 'repair', onclick: () => run('repair') },
          'Repair'),
        findings.some(f => f.kind === 'DanglingEdge')
          ? h('label', { class: 'inline' }, dangling, ' also delete dangling edges') : null),
      h('p', { class: 'muted' }, 'The repair checks again, writes each fix conditional on the'
          + ' values it read, then checks once more.'));
    }
    out.replaceChildren(...parts);
  };
  const showProgress = (p) => {
    const of = p.itemCount > 0 ? ' of about ' + p.itemCount : '';
    if (p.itemCount > 0 && p.itemsRead <= p.itemCount) {
      bar.max = p.itemCount;
      bar.value = p.itemsRead;
    } else {
      bar.removeAttribute('value');
    }
    status.textContent = ({ checking: 'checking', repairing: 'repairing', rechecking:
      'checking after the repair', done: 'done' }[p.phase] || p.phase) + ': ' + p.itemsRead
      + ' items read' + of + ', ' + p.findings + ' finding' + (p.findings === 1 ? '' : 's')
      + (p.phase === 'done' ? '' : ' so far');
  };
  const finished = (answer) => {
    meter.hidden = false;
    showProgress({ phase: 'done', itemsRead: answer.itemsRead, itemCount: 0,
      findings: (answer.findings || []).length });
    bar.max = 1;
    bar.value = 1;
    show(answer);
  };
  // The check (or repair) answers when done; meanwhile its progress is polled under its run id,
  // which the address keeps.
  const run = async (what) => {
    const id = 'r' + Date.now().toString(36) + Math.random().toString(36).slice(2, 10);
    history.replaceState(null, '', routes.doctor(t, id));
    let done = false;
    meter.hidden = false;
    bar.removeAttribute('value');
    status.textContent = what === 'repair' ? 'repairing...' : 'checking...';
    const poll = async () => {
      while (!done) {
        await new Promise(resolve => setTimeout(resolve, 150));
        try {
          const p = await api('GET', tablePath(t, '/doctor/progress?run=' + id));
          if (!done) showProgress(p);
        } catch (e) {
          // not started yet, or the view changed: the answer ends the polling
        }
      }
    };
    poll();
    try {
      const answer = what === 'repair'
        ? await api('POST', tablePath(t, '/doctor/repair'),
          { run: id, deleteDanglingEdges: dangling.checked })
        : await api('GET', tablePath(t, '/doctor?run=' + id));
      done = true;
      keep(t, id, answer);
      finished(answer);
    } catch (e) {
      done = true;
      if (e instanceof StaleView) return;
      meter.hidden = true;
      out.replaceChildren(h('p', { class: 'muted', id: 'doctor-error' }, e.message));
    }
  };
  const available = !!state.info.doctor;
  view(h('h1', {}, 'Integrity doctor'),
    h('p', { class: 'muted' }, 'Checks counters against edges, dangling edges, index keys,'
      + ' unknown items and attribute types, then repairs with conditional writes.'),
    h('button', { class: 'primary', id: 'doctor-run', disabled: !available,
      onclick: () => run('check') }, 'Run the doctor'), meter, out);
  if (!available) {
    out.replaceChildren(h('div', { class: 'card', id: 'doctor-missing' },
      h('p', {}, h('strong', {}, 'The doctor needs the model.')),
      h('p', { class: 'muted' }, 'It checks the table against the record kinds of the'
        + ' generated classes: start the console with --model PATH.')));
    return;
  }
  if (runId) {
    status.textContent = 'reading run ' + runId + '...';
    try {
      const answer = await api('GET', tablePath(t, '/doctor/runs/' + encodeURIComponent(runId)))
        .catch(e => {
          const kept = keptRun(t, runId);
          if (e.status === 404 && kept) return kept;
          throw e;
        });
      if (answer.phase && answer.phase !== 'done' && !answer.findings) {
        meter.hidden = false;
        showProgress(answer);
        out.replaceChildren(h('p', { class: 'muted', id: 'doctor-running' },
          'This run is still under way: open its address again in a moment.'));
      } else {
        finished(answer.result || answer);
      }
    } catch (e) {
      if (e instanceof StaleView) throw e;
      out.replaceChildren(h('p', { class: 'muted', id: 'doctor-gone' }, 'Run ' + runId
        + ' is not kept by this console (it keeps the last runs while it runs): '
        + e.message));
    }
  }
}

// A run's answer is also kept in this tab (sessionStorage), so its address shows it after a
// reload even where the console no longer has it.
function keep(t, id, answer) {
  try {
    sessionStorage.setItem('edgetable.doctor.' + t + '.' + id, JSON.stringify(answer));
  } catch (e) {
    // too large for the tab's storage: the console's copy is the one to read
  }
}

function keptRun(t, id) {
  try {
    return JSON.parse(sessionStorage.getItem('edgetable.doctor.' + t + '.' + id) || 'null');
  } catch (e) {
    return null;
  }
}
