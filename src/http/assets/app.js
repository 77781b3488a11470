// svc: the little script the pages use. Everything works without it; it only adds
// copy buttons and a busy state on the analyze form. Served from /assets (CSP script-src 'self').
(function () {
  'use strict';

  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
    return new Promise(function (resolve, reject) {
      var area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.className = 'visually-hidden';
      document.body.appendChild(area);
      area.select();
      var ok;
      try { ok = document.execCommand('copy'); } catch { ok = false; }
      document.body.removeChild(area);
      if (ok) resolve(); else reject(new Error('copy failed'));
    });
  }

  function setUpCopyButtons() {
    var buttons = document.querySelectorAll('button[data-copy]');
    Array.prototype.forEach.call(buttons, function (button) {
      var field = document.getElementById(button.getAttribute('data-copy'));
      if (!field) return;
      var label = button.textContent;
      button.hidden = false;
      button.setAttribute('aria-label', 'Copy ' + (field.labels && field.labels[0] ? field.labels[0].textContent : 'value'));
      button.addEventListener('click', function () {
        copyText(field.value).then(
          function () {
            button.textContent = 'Copied';
            button.setAttribute('data-copied', 'true');
          },
          function () {
            field.focus();
            field.select();
            button.textContent = 'Press Ctrl+C';
          },
        ).then(function () {
          window.setTimeout(function () { button.textContent = label; button.removeAttribute('data-copied'); }, 2500);
        });
      });
    });
    // Selecting the whole value on focus makes manual copying easy too.
    Array.prototype.forEach.call(document.querySelectorAll('input[readonly]'), function (input) {
      input.addEventListener('focus', function () { input.select(); });
    });
  }

  function setUpBusyForms() {
    Array.prototype.forEach.call(document.querySelectorAll('form[data-busy-label]'), function (form) {
      form.addEventListener('submit', function () {
        var button = form.querySelector('button[type="submit"]');
        if (!button) return;
        button.setAttribute('aria-busy', 'true');
        button.textContent = form.getAttribute('data-busy-label');
        // Stop double submissions without disabling the control before the browser reads the form.
        form.addEventListener('submit', function (event) { event.preventDefault(); });
      });
    });
  }

  function start() {
    setUpCopyButtons();
    setUpBusyForms();
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
