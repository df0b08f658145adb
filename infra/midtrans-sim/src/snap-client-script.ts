/*
 * The browser side of the simulator, served as /snap/snap.js: `window.snap` with Midtrans's
 * pay / embed / hide, and the screen where a tester picks a payment channel and then an outcome.
 * Plain ES2017 kept as text (no build step for the browser); `__SIM_CONFIG__` is replaced when served.
 * Every text the customer reads is Indonesian; channel names are brand names.
 */
export const SNAP_CLIENT_SOURCE = String.raw`(function () {
  'use strict';
  var CONFIG = __SIM_CONFIG__;
  var script = document.currentScript;
  var base = CONFIG.publicUrl;
  if (script && script.src && script.src.indexOf('/snap/snap.js') > 0) {
    base = script.src.slice(0, script.src.indexOf('/snap/snap.js'));
  }

  var GROUPS = [
    { key: 'card', title: 'Kartu kredit/debit' },
    { key: 'virtual_account', title: 'Transfer bank (virtual account)' },
    { key: 'qris_ewallet', title: 'QRIS & dompet digital' },
    { key: 'store', title: 'Gerai retail' },
  ];
  var FINAL_MESSAGES = {
    settlement: 'Transaksi ini sudah dibayar.',
    capture: 'Transaksi ini sudah dibayar.',
    challenge: 'Pembayaran ini sedang ditinjau bank.',
    refund: 'Dana transaksi ini sudah dikembalikan.',
    partial_refund: 'Sebagian dana transaksi ini sudah dikembalikan.',
    chargeback: 'Transaksi ini dibatalkan oleh bank penerbit kartu.',
    partial_chargeback: 'Sebagian transaksi ini dibatalkan oleh bank penerbit kartu.',
    expire: 'Transaksi ini sudah kedaluwarsa.',
    deny: 'Transaksi ini ditolak.',
    cancel: 'Transaksi ini dibatalkan.',
    failure: 'Transaksi ini gagal.',
  };
  var CSS = [
    '.sim-snap-overlay{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;background:rgba(15,23,42,.55);padding:8px;box-sizing:border-box}',
    '.sim-snap-dialog{all:initial;display:flex;flex-direction:column;box-sizing:border-box;width:100%;max-width:420px;max-height:calc(100vh - 16px);overflow:auto;background:#fff;color:#0f172a;border-radius:10px;box-shadow:0 10px 40px rgba(0,0,0,.3);font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
    '.sim-snap-embedded{max-width:none;max-height:none;min-height:560px;box-shadow:none;border:1px solid #cbd5e1}',
    '.sim-snap-page{max-width:480px;margin:24px auto;box-shadow:0 2px 12px rgba(0,0,0,.12)}',
    '.sim-snap-dialog *{box-sizing:border-box;font:inherit;color:inherit}',
    '.sim-snap-header{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:12px 16px;background:#0c2e5c;color:#fff}',
    '.sim-snap-header h2{margin:0;font-size:16px;font-weight:600;color:#fff}',
    '.sim-snap-badge{font-size:11px;background:#fbbf24;color:#0f172a;border-radius:4px;padding:1px 6px;margin-left:6px}',
    '.sim-snap-close{all:unset;cursor:pointer;width:36px;height:36px;display:flex;align-items:center;justify-content:center;border-radius:50%;color:#fff;font-size:22px;line-height:1}',
    '.sim-snap-close:focus-visible,.sim-snap-button:focus-visible,.sim-snap-method:focus-visible,.sim-snap-link:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}',
    '.sim-snap-summary{display:flex;justify-content:space-between;gap:12px;padding:12px 16px;border-bottom:1px solid #e2e8f0;flex-wrap:wrap}',
    '.sim-snap-summary dt{font-size:12px;color:#475569;margin:0}',
    '.sim-snap-summary dd{margin:0;font-weight:600;word-break:break-all}',
    '.sim-snap-body{padding:12px 16px 16px}',
    '.sim-snap-body h3{margin:12px 0 6px;font-size:13px;font-weight:600;color:#475569;text-transform:uppercase;letter-spacing:.03em}',
    '.sim-snap-methods{list-style:none;margin:0;padding:0;display:grid;gap:6px}',
    '.sim-snap-method{all:unset;cursor:pointer;display:block;width:100%;box-sizing:border-box;min-height:44px;padding:11px 12px;border:1px solid #cbd5e1;border-radius:8px;background:#fff}',
    '.sim-snap-method:hover{border-color:#0c2e5c;background:#f1f5f9}',
    '.sim-snap-field{margin:10px 0;padding:10px 12px;background:#f1f5f9;border-radius:8px}',
    '.sim-snap-field span{display:block;font-size:12px;color:#475569}',
    '.sim-snap-field strong{display:block;font-size:18px;letter-spacing:.04em;word-break:break-all}',
    '.sim-snap-qr{display:block;width:200px;max-width:100%;height:auto;margin:8px auto;image-rendering:pixelated}',
    '.sim-snap-note{font-size:13px;color:#475569;margin:12px 0 8px}',
    '.sim-snap-actions{display:grid;gap:8px}',
    '.sim-snap-button{all:unset;cursor:pointer;box-sizing:border-box;text-align:center;min-height:44px;padding:11px 12px;border-radius:8px;font-weight:600;border:1px solid transparent}',
    '.sim-snap-pay{background:#0c2e5c;color:#fff}',
    '.sim-snap-pending{background:#fff;color:#0c2e5c;border-color:#0c2e5c}',
    '.sim-snap-fail{background:#fff;color:#b91c1c;border-color:#b91c1c}',
    '.sim-snap-button[disabled],.sim-snap-method[disabled]{opacity:.55;cursor:progress}',
    '.sim-snap-link{all:unset;cursor:pointer;display:inline-block;margin-top:12px;color:#1d4ed8;text-decoration:underline;font-size:14px}',
    '.sim-snap-message{margin:8px 0;font-weight:600}',
    '.sim-snap-error{color:#b91c1c}',
  ].join('\n');

  var CARD_NUMBER = '4811 1111 1111 1114';
  var dialogCount = 0;
  var popup = null;

  function ensureStyle() {
    if (document.getElementById('sim-snap-style')) return;
    var style = document.createElement('style');
    style.id = 'sim-snap-style';
    style.textContent = CSS;
    (document.head || document.documentElement).appendChild(style);
  }

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (name) {
      if (name === 'text') node.textContent = attrs[name];
      else if (name === 'onclick') node.addEventListener('click', attrs[name]);
      else node.setAttribute(name, attrs[name]);
    });
    (children || []).forEach(function (child) {
      if (child) node.appendChild(child);
    });
    return node;
  }

  function rupiah(amount) {
    return 'Rp ' + Number(amount).toLocaleString('id-ID');
  }

  function api(method, path, body) {
    return fetch(base + path, {
      method: method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (res) {
      return res.json().then(function (data) {
        if (!res.ok) {
          var error = new Error((data.error_messages || ['HTTP ' + res.status]).join(', '));
          error.status = res.status;
          throw error;
        }
        return data;
      });
    });
  }

  function call(callback, result) {
    if (typeof callback === 'function') callback(result);
  }

  /** One payment screen: in a popup over the page, inside a merchant's container, or as a full page. */
  function Chooser(token, options, mode, container) {
    this.token = token;
    this.options = options || {};
    this.mode = mode;
    this.container = container;
    this.methods = [];
    this.tx = null;
    this.busy = false;
    this.previousFocus = document.activeElement;
    this.build();
    this.load();
  }

  Chooser.prototype.build = function () {
    var self = this;
    ensureStyle();
    var titleId = 'sim-snap-title-' + ++dialogCount;
    this.summary = el('dl', { class: 'sim-snap-summary' });
    this.body = el('div', { class: 'sim-snap-body', 'aria-live': 'polite' });
    var header = el('div', { class: 'sim-snap-header' }, [
      el('h2', { id: titleId }, [
        document.createTextNode('Pembayaran'),
        el('span', { class: 'sim-snap-badge', text: 'Simulator' }),
      ]),
      this.mode === 'page'
        ? null
        : el('button', {
            type: 'button',
            class: 'sim-snap-close',
            'aria-label': 'Tutup',
            title: 'Tutup',
            'data-testid': 'sim-close',
            text: '\u00d7',
            onclick: function () {
              self.close();
            },
          }),
    ]);
    var classes = 'sim-snap-dialog' + (this.mode === 'embed' ? ' sim-snap-embedded' : this.mode === 'page' ? ' sim-snap-page' : '');
    this.dialog = el(
      'div',
      { class: classes, role: 'dialog', 'aria-labelledby': titleId, 'data-testid': 'sim-snap-dialog', tabindex: '-1' },
      [header, this.summary, this.body],
    );
    if (this.mode === 'popup') {
      this.dialog.setAttribute('aria-modal', 'true');
      this.root = el('div', { class: 'sim-snap-overlay', 'data-testid': 'sim-snap-overlay' }, [this.dialog]);
      this.onKey = function (event) {
        self.keydown(event);
      };
      document.addEventListener('keydown', this.onKey, true);
      document.body.appendChild(this.root);
    } else {
      this.root = this.dialog;
      this.container.textContent = '';
      this.container.appendChild(this.root);
    }
    this.show([el('p', { class: 'sim-snap-message', text: 'Memuat\u2026' })]);
    this.dialog.focus();
  };

  Chooser.prototype.keydown = function (event) {
    if (event.key === 'Escape') {
      event.preventDefault();
      this.close();
      return;
    }
    if (event.key !== 'Tab') return;
    var focusable = Array.prototype.filter.call(this.dialog.querySelectorAll('button, [href], img[tabindex]'), function (node) {
      return !node.disabled;
    });
    if (focusable.length === 0) return;
    var first = focusable[0];
    var last = focusable[focusable.length - 1];
    if (event.shiftKey && (document.activeElement === first || !this.dialog.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  Chooser.prototype.show = function (nodes, focus) {
    this.body.textContent = '';
    var self = this;
    nodes.forEach(function (node) {
      if (node) self.body.appendChild(node);
    });
    if (focus) focus.focus();
  };

  Chooser.prototype.load = function () {
    var self = this;
    api('GET', '/snap/v1/transactions/' + encodeURIComponent(this.token))
      .then(function (info) {
        self.info = info;
        self.methods = info.enabled_payments;
        self.summary.appendChild(el('div', {}, [el('dt', { text: 'Total' }), el('dd', { 'data-testid': 'sim-amount', text: rupiah(info.gross_amount) })]));
        self.summary.appendChild(el('div', {}, [el('dt', { text: 'Order ID' }), el('dd', { 'data-testid': 'sim-order-id', text: info.order_id })]));
        var tx = info.transaction;
        if (tx && tx.transaction_status === 'pending') self.showInstructions(tx);
        else if (tx && tx.transaction_status === 'deny' && !info.expired) self.showMethods('Pembayaran sebelumnya ditolak. Silakan coba lagi.');
        else if (tx && tx.transaction_status === 'capture' && tx.fraud_status === 'challenge') self.showMessage(FINAL_MESSAGES.challenge);
        else if (tx) self.showMessage(FINAL_MESSAGES[tx.transaction_status] || 'Transaksi ini sudah selesai.');
        else if (info.expired) self.showMessage(FINAL_MESSAGES.expire);
        else self.showMethods();
      })
      .catch(function (error) {
        self.showMessage(error.status === 404 ? 'Transaksi tidak ditemukan.' : 'Gagal memuat transaksi. Silakan coba lagi.', true);
      });
  };

  /** The channel list; a notice above it says why the customer is choosing again. */
  Chooser.prototype.showMethods = function (notice) {
    var self = this;
    var nodes = [];
    if (typeof notice === 'string') nodes.push(el('p', { class: 'sim-snap-message sim-snap-error', role: 'status', 'data-testid': 'sim-message', text: notice }));
    nodes.push(el('h3', { class: 'sim-snap-heading', text: 'Pilih metode pembayaran' }));
    var firstButton = null;
    GROUPS.forEach(function (group) {
      var inGroup = self.methods.filter(function (method) {
        return method.group === group.key;
      });
      if (inGroup.length === 0) return;
      var list = el('ul', { class: 'sim-snap-methods', 'aria-label': group.title });
      inGroup.forEach(function (method) {
        var button = el('button', {
          type: 'button',
          class: 'sim-snap-method',
          'data-testid': 'sim-method-' + method.key,
          'data-method': method.key,
          text: method.label,
          onclick: function () {
            self.choose(method.key);
          },
        });
        if (!firstButton) firstButton = button;
        list.appendChild(el('li', {}, [button]));
      });
      nodes.push(el('h3', { text: group.title }), list);
    });
    this.show(nodes, firstButton);
  };

  Chooser.prototype.setBusy = function (busy) {
    this.busy = busy;
    Array.prototype.forEach.call(this.body.querySelectorAll('button'), function (button) {
      button.disabled = busy;
    });
  };

  /** One step on the simulator's API with the buttons held: the answer goes to done, an error is shown. */
  Chooser.prototype.send = function (action, body, done) {
    var self = this;
    if (this.busy) return;
    this.setBusy(true);
    api('POST', '/snap/v1/transactions/' + encodeURIComponent(this.token) + '/' + action, body)
      .then(function (result) {
        self.busy = false;
        done.call(self, result);
      })
      .catch(function (error) {
        self.setBusy(false);
        self.showError(error);
      });
  };

  Chooser.prototype.choose = function (method) {
    this.send('choose', { method: method }, this.showInstructions);
  };

  function field(label, value, testId) {
    return el('div', { class: 'sim-snap-field' }, [el('span', { text: label }), el('strong', { 'data-testid': testId, text: value })]);
  }

  Chooser.prototype.methodLabel = function (result) {
    var match = this.methods.filter(function (method) {
      return method.payment_type === result.payment_type && (!result.store || method.key === result.store);
    });
    if (result.va_numbers && result.va_numbers[0]) {
      var bank = result.va_numbers[0].bank;
      match = this.methods.filter(function (method) {
        return method.key === bank + '_va';
      });
    }
    return match[0] ? match[0].label : result.payment_type;
  };

  Chooser.prototype.showInstructions = function (result) {
    var self = this;
    var nodes = [el('h3', { text: this.methodLabel(result) })];
    if (result.va_numbers && result.va_numbers[0]) nodes.push(field('Nomor virtual account', result.va_numbers[0].va_number, 'sim-va-number'));
    if (result.permata_va_number) nodes.push(field('Nomor virtual account', result.permata_va_number, 'sim-va-number'));
    if (result.bill_key) {
      nodes.push(field('Kode perusahaan', result.biller_code, 'sim-biller-code'));
      nodes.push(field('Kode pembayaran', result.bill_key, 'sim-bill-key'));
    }
    if (result.payment_code) nodes.push(field('Kode pembayaran', result.payment_code, 'sim-payment-code'));
    var isCard = result.payment_type === 'credit_card';
    if (isCard) nodes.push(field('Kartu uji', CARD_NUMBER, 'sim-card-number'));
    var qr = (result.actions || []).filter(function (action) {
      return action.name === 'generate-qr-code';
    })[0];
    if (qr) {
      nodes.push(el('img', { class: 'sim-snap-qr', src: qr.url, alt: 'Kode QR pembayaran ' + result.order_id, width: '200', height: '200', 'data-testid': 'sim-qr-image' }));
    }
    if (result.expiry_time) nodes.push(el('p', { class: 'sim-snap-note', text: 'Bayar sebelum ' + result.expiry_time + ' WIB.' }));
    nodes.push(el('p', { class: 'sim-snap-note', text: 'Simulator: pilih hasil pembayaran.' }));
    // A card is captured (paid at once); the other channels settle.
    var pay = el('button', { type: 'button', class: 'sim-snap-button sim-snap-pay', 'data-testid': 'sim-pay', text: 'Bayar', onclick: function () { self.complete(isCard ? 'capture' : 'settle'); } });
    nodes.push(
      el('div', { class: 'sim-snap-actions' }, [
        pay,
        isCard ? el('button', { type: 'button', class: 'sim-snap-button sim-snap-pending', 'data-testid': 'sim-card-challenge', text: 'Bayar (ditinjau bank)', onclick: function () { self.complete('challenge'); } }) : null,
        el('button', { type: 'button', class: 'sim-snap-button sim-snap-pending', 'data-testid': 'sim-pending', text: 'Biarkan pending', onclick: function () { self.complete('pending'); } }),
        el('button', { type: 'button', class: 'sim-snap-button sim-snap-fail', 'data-testid': 'sim-fail', text: 'Gagal', onclick: function () { self.complete('fail'); } }),
      ]),
      el('button', { type: 'button', class: 'sim-snap-link', 'data-testid': 'sim-change-method', text: 'Ganti metode pembayaran', onclick: function () { self.showMethods(); } }),
    );
    this.show(nodes, pay);
  };

  Chooser.prototype.showMessage = function (text, isError) {
    this.show([el('p', { class: 'sim-snap-message' + (isError ? ' sim-snap-error' : ''), role: isError ? 'alert' : 'status', 'data-testid': 'sim-message', text: text })]);
  };

  Chooser.prototype.showError = function (error) {
    var text = error.status === 410 ? FINAL_MESSAGES.expire : error.status === 409 ? 'Status transaksi sudah berubah. Tutup lalu coba lagi.' : 'Terjadi kesalahan. Silakan coba lagi.';
    var old = this.body.querySelector('[data-testid="sim-error"]');
    if (old) old.remove();
    this.body.insertBefore(el('p', { class: 'sim-snap-message sim-snap-error', role: 'alert', 'data-testid': 'sim-error', text: text }), this.body.firstChild);
  };

  Chooser.prototype.complete = function (outcome) {
    this.send('complete', { outcome: outcome }, this.finish);
  };

  /** Midtrans's rule: 200 is success, 201 pending, anything else an error. */
  Chooser.prototype.finish = function (result) {
    var callback = result.status_code === '200' ? this.options.onSuccess : result.status_code === '201' ? this.options.onPending : this.options.onError;
    if (this.mode === 'page') {
      if (result.finish_redirect_url) {
        window.location.href = result.finish_redirect_url;
        return;
      }
      this.showMessage(result.status_code === '200' ? 'Pembayaran berhasil.' : result.status_code === '201' ? 'Menunggu pembayaran.' : 'Pembayaran gagal.', result.status_code !== '200' && result.status_code !== '201');
      return;
    }
    this.teardown();
    if (typeof callback === 'function') callback(result);
    else if (result.finish_redirect_url) window.location.href = result.finish_redirect_url;
  };

  Chooser.prototype.close = function () {
    this.teardown();
    if (typeof this.options.onClose === 'function') this.options.onClose();
  };

  Chooser.prototype.teardown = function () {
    if (this.onKey) document.removeEventListener('keydown', this.onKey, true);
    if (this.root.parentNode) this.root.parentNode.removeChild(this.root);
    if (this === popup) popup = null;
    if (this.previousFocus && typeof this.previousFocus.focus === 'function' && document.contains(this.previousFocus)) this.previousFocus.focus();
  };

  function requireToken(token) {
    if (typeof token !== 'string' || token === '') throw new Error('snap: a transaction token is required');
  }

  window.snap = {
    pay: function (token, options) {
      if (popup) throw new Error('snap.pay is not allowed to be called in this state. Invalid state transition from PopupInView to PopupInView');
      requireToken(token);
      popup = new Chooser(token, options, 'popup');
    },
    embed: function (token, options) {
      requireToken(token);
      var container = options && document.getElementById(options.embedId);
      if (!container) throw new Error('snap.embed: no element with id "' + (options && options.embedId) + '"');
      new Chooser(token, options, 'embed', container);
    },
    hide: function () {
      if (popup) popup.teardown();
    },
    _page: function (token, containerId) {
      new Chooser(token, {}, 'page', document.getElementById(containerId));
    },
  };
})();
`;
