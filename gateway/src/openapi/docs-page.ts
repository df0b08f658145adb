/**
 * The API's reference page: plain HTML, one script and one style sheet of its own, served by the
 * gateway so they stay within its Content-Security-Policy (script-src 'self', no inline script,
 * no CDN). The script reads /api/openapi.json and writes the routes with DOM calls (textContent),
 * never as HTML. Kept as text here because the gateway's build copies TypeScript output only.
 */

const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Undangan API</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/api/docs/docs.css">
<script src="/api/docs/docs.js" defer></script>
</head>
<body>
<header>
<h1>Undangan API</h1>
<p id="intro">Loading <a href="/api/openapi.json">/api/openapi.json</a>…</p>
<nav id="toc"></nav>
</header>
<main id="routes"></main>
</body>
</html>
`;

const script = `'use strict';
(function () {
  var METHODS = ['get', 'post', 'put', 'delete'];

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function resolve(doc, value) {
    if (!value || typeof value.$ref !== 'string') return value;
    return value.$ref.slice(2).split('/').reduce(function (at, key) { return at && at[key]; }, doc);
  }

  function block(title, value) {
    var section = el('div', 'part');
    section.appendChild(el('h4', '', title));
    section.appendChild(el('pre', '', JSON.stringify(value, null, 2)));
    return section;
  }

  function parametersTable(parameters) {
    var section = el('div', 'part');
    section.appendChild(el('h4', '', 'Parameters'));
    var table = el('table');
    var head = el('tr');
    ['Name', 'In', 'Required', 'Schema'].forEach(function (t) { head.appendChild(el('th', '', t)); });
    table.appendChild(head);
    parameters.forEach(function (p) {
      var row = el('tr');
      row.appendChild(el('td', 'name', p.name));
      row.appendChild(el('td', '', p.in));
      row.appendChild(el('td', '', p.required ? 'yes' : 'no'));
      var schema = el('td');
      schema.appendChild(el('code', '', JSON.stringify(p.schema)));
      row.appendChild(schema);
      table.appendChild(row);
    });
    section.appendChild(table);
    return section;
  }

  function answers(doc, responses) {
    var section = el('div', 'part');
    section.appendChild(el('h4', '', 'Answers'));
    var list = el('ul', 'answers');
    Object.keys(responses).forEach(function (status) {
      var answer = resolve(doc, responses[status]);
      var item = el('li');
      item.appendChild(el('span', 'status s' + status.charAt(0), status));
      item.appendChild(document.createTextNode(' ' + answer.description));
      var types = Object.keys(answer.content || {});
      if (types.length) item.appendChild(el('span', 'type', ' ' + types.join(', ')));
      var media = answer.content && answer.content['application/json'];
      if (media && media.example) item.appendChild(el('code', 'example', JSON.stringify(media.example)));
      list.appendChild(item);
    });
    section.appendChild(list);
    return section;
  }

  function route(doc, path, method, op) {
    var title = method.toUpperCase() + ' ' + path;
    var article = el('article', 'route');
    article.id = op.operationId;
    var summary = el('details');
    var line = el('summary');
    line.appendChild(el('span', 'method ' + method, method.toUpperCase()));
    line.appendChild(el('span', 'path', path));
    line.appendChild(el('span', 'summary', op.summary));
    if (op.security) line.appendChild(el('span', 'lock', 'Bearer token'));
    line.setAttribute('aria-label', title);
    summary.appendChild(line);
    if (op.description) summary.appendChild(el('p', 'description', op.description));
    if (op.parameters) summary.appendChild(parametersTable(op.parameters));
    if (op.requestBody) {
      Object.keys(op.requestBody.content).forEach(function (type) {
        var media = op.requestBody.content[type];
        summary.appendChild(block('Body (' + type + ')', media.schema));
        if (media.example) summary.appendChild(block('Example', media.example));
      });
    }
    summary.appendChild(answers(doc, op.responses));
    Object.keys(op.responses).forEach(function (status) {
      var media = Number(status) < 300 && op.responses[status].content && op.responses[status].content['application/json'];
      if (media && media.schema) summary.appendChild(block('Answer ' + status + ' (application/json)', media.schema));
    });
    article.appendChild(summary);
    return article;
  }

  function render(doc) {
    document.getElementById('intro').textContent =
      doc.info.description + ' Admin routes need the header Authorization: Bearer <token>.';
    var toc = document.getElementById('toc');
    var main = document.getElementById('routes');
    doc.tags.forEach(function (tag) {
      var section = el('section', 'audience');
      section.id = 'tag-' + tag.name;
      section.appendChild(el('h2', '', tag.name));
      section.appendChild(el('p', 'description', tag.description));
      var link = el('a', '', tag.name);
      link.href = '#tag-' + tag.name;
      toc.appendChild(link);
      Object.keys(doc.paths).sort().forEach(function (path) {
        METHODS.forEach(function (method) {
          var op = doc.paths[path][method];
          if (op && op.tags.indexOf(tag.name) !== -1) section.appendChild(route(doc, path, method, op));
        });
      });
      main.appendChild(section);
    });
  }

  fetch('/api/openapi.json')
    .then(function (response) {
      if (!response.ok) throw new Error('HTTP ' + response.status);
      return response.json();
    })
    .then(render)
    .catch(function (err) {
      document.getElementById('intro').textContent = 'The document could not be loaded: ' + err.message;
    });
})();
`;

const styles = `:root { color-scheme: light; --line: #dde1e6; --muted: #5b6470; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2328; background: #f6f7f9; }
header, main { max-width: 1100px; margin: 0 auto; padding: 16px 20px; }
h1 { margin: 8px 0; font-size: 26px; }
h2 { margin: 28px 0 4px; font-size: 21px; }
h4 { margin: 12px 0 4px; font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
nav a { margin-right: 16px; }
.description { color: var(--muted); margin: 4px 0 12px; }
.route { background: #fff; border: 1px solid var(--line); border-radius: 6px; margin: 6px 0; }
.route summary { cursor: pointer; padding: 8px 12px; display: flex; gap: 12px; align-items: baseline; flex-wrap: wrap; }
.route details > :not(summary) { margin-left: 12px; margin-right: 12px; }
.method { font: 600 12px/1.8 ui-monospace, SFMono-Regular, Menlo, monospace; min-width: 60px; text-align: center; border-radius: 4px; color: #fff; }
.method.get { background: #1f6feb; } .method.post { background: #1a7f37; } .method.put { background: #9a6700; } .method.delete { background: #cf222e; }
.path { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-weight: 600; }
.summary { color: var(--muted); }
.lock { font-size: 12px; border: 1px solid var(--line); border-radius: 10px; padding: 0 8px; }
pre, code { font: 12px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace; }
pre { background: #f6f8fa; border: 1px solid var(--line); border-radius: 4px; padding: 8px; overflow: auto; max-height: 360px; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid var(--line); padding: 4px 6px; text-align: left; vertical-align: top; }
td code { word-break: break-all; }
.answers { list-style: none; padding: 0; margin: 0 0 12px; }
.answers li { padding: 2px 0; }
.status { font: 600 12px ui-monospace, monospace; padding: 1px 6px; border-radius: 4px; background: #eef1f4; }
.status.s2 { background: #dafbe1; } .status.s4 { background: #fff1e5; } .status.s5 { background: #ffebe9; }
.type, .example { color: var(--muted); margin-left: 8px; }
`;

export const DOCS_PAGE = {
  html: { type: 'text/html; charset=utf-8', body: html },
  script: { type: 'text/javascript; charset=utf-8', body: script },
  styles: { type: 'text/css; charset=utf-8', body: styles },
};
