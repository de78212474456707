// Building the page. Every value from the table goes in as text (textContent, setAttribute),
// never parsed as HTML: item data is untrusted. No module of the page uses innerHTML.

export function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === 'class') el.className = v;
    else if (k === 'text') el.textContent = v;
    else if (k === 'onclick' && tag === 'button') el.addEventListener('click', busy(el, v));
    else if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const c of children.flat(Infinity)) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
}

const SVG = 'http://www.w3.org/2000/svg';

export function s(tag, attrs, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined) continue;
    el.setAttribute(k, String(v));
  }
  append(el, children);
  return el;
}

// A button whose action is under way is disabled until it ends: a second click cannot send the
// same write twice. An error the action did not handle is shown in the banner.
export function busy(button, action) {
  return async (event) => {
    if (button.disabled) return;
    const result = action(event);
    if (!result || typeof result.then !== 'function') return;
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    try {
      await result;
    } catch (e) {
      banner('Something went wrong: ' + e.message);
    } finally {
      button.disabled = false;
      button.removeAttribute('aria-busy');
    }
  };
}

// Replaces an element's children, skipping the absent ones (null, undefined, false): the DOM's
// own replaceChildren would show them as the text "null".
export function fill(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

export function view(...children) {
  const main = document.getElementById('view');
  main.replaceChildren(...children.flat().filter(c => c));
  return main;
}

export function banner(message, kind) {
  const b = document.getElementById('banner');
  if (!message) { b.hidden = true; b.textContent = ''; return; }
  b.hidden = false;
  b.className = kind || '';
  b.textContent = message;
}

export function link(text, hash, attrs) {
  return h('a', Object.assign({ href: hash }, attrs || {}), text);
}

// A value cut to fit its cell; the whole of it on hover (and in the item view).
export function cut(text, max) {
  const limit = max || 48;
  if (text.length <= limit) return h('span', { class: 'v' }, text);
  return h('span', { class: 'v cut', title: text }, text.slice(0, limit - 1) + '\u2026');
}

// A modal question (a native <dialog>): resolves true on the confirming button, false on
// cancel or Escape. Focus starts on "Cancel", so Enter alone never confirms a delete.
export function confirmDialog(title, lines, confirmText) {
  return new Promise(resolve => {
    const ok = h('button', { class: 'danger', id: 'confirm-ok', type: 'button' }, confirmText);
    const cancel = h('button', { id: 'confirm-cancel', type: 'button' }, 'Cancel');
    const dialog = h('dialog', { id: 'confirm', 'aria-labelledby': 'confirm-title' },
      h('h2', { id: 'confirm-title' }, title),
      lines.map(line => h('p', {}, line)),
      h('div', { class: 'row' }, cancel, ok));
    const close = (answer) => {
      dialog.close();
      dialog.remove();
      resolve(answer);
    };
    ok.addEventListener('click', () => close(true));
    cancel.addEventListener('click', () => close(false));
    dialog.addEventListener('cancel', (e) => { e.preventDefault(); close(false); });
    document.body.append(dialog);
    dialog.showModal();
    cancel.focus();
  });
}
