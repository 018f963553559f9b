'use strict';
// A tiny DOM: just what React DOM, the player's widgets and the shell's loader touch, written
// for the old Node releases (V8 5.1–5.5) that stand in for TV engines. No layout, no CSS: the boot
// check looks at which element is shown, not at pixels.

class EventTargetStub {
  constructor() {
    this._listeners = {};
  }
  addEventListener(type, listener) {
    (this._listeners[type] = this._listeners[type] || []).push(listener);
  }
  removeEventListener(type, listener) {
    const list = this._listeners[type] || [];
    const at = list.indexOf(listener);
    if (at >= 0) list.splice(at, 1);
  }
  dispatchEvent(event) {
    if (!event.target) event.target = this;
    event.currentTarget = this;
    const handler = this['on' + event.type];
    if (typeof handler === 'function') handler.call(this, event);
    (this._listeners[event.type] || []).slice().forEach((l) => l.call(this, event));
    if (event.bubbles && !event._stopped && this.parentNode) this.parentNode.dispatchEvent(event);
    return !event.defaultPrevented;
  }
}

class EventStub {
  constructor(type, init) {
    this.type = type;
    this.bubbles = Boolean(init && init.bubbles);
    this.cancelable = Boolean(init && init.cancelable);
    this.defaultPrevented = false;
    this.timeStamp = Date.now();
    this.target = null;
    this.currentTarget = null;
  }
  preventDefault() {
    this.defaultPrevented = true;
  }
  stopPropagation() {
    this._stopped = true;
  }
}

class NodeStub extends EventTargetStub {
  constructor(document, nodeType, nodeName) {
    super();
    this.ownerDocument = document;
    this.nodeType = nodeType;
    this.nodeName = nodeName;
    this.parentNode = null;
    this.childNodes = [];
  }
  get firstChild() {
    return this.childNodes[0] || null;
  }
  get lastChild() {
    return this.childNodes[this.childNodes.length - 1] || null;
  }
  get nextSibling() {
    if (!this.parentNode) return null;
    const siblings = this.parentNode.childNodes;
    return siblings[siblings.indexOf(this) + 1] || null;
  }
  get parentElement() {
    return this.parentNode && this.parentNode.nodeType === 1 ? this.parentNode : null;
  }
  getRootNode() {
    return this.ownerDocument;
  }
  appendChild(child) {
    return this.insertBefore(child, null);
  }
  insertBefore(child, before) {
    if (child.parentNode) child.parentNode.removeChild(child);
    const at = before ? this.childNodes.indexOf(before) : -1;
    if (at >= 0) this.childNodes.splice(at, 0, child);
    else this.childNodes.push(child);
    child.parentNode = this;
    if (this.ownerDocument) this.ownerDocument._connected(child);
    return child;
  }
  removeChild(child) {
    const at = this.childNodes.indexOf(child);
    if (at < 0) throw new Error('removeChild: not a child');
    this.childNodes.splice(at, 1);
    child.parentNode = null;
    return child;
  }
  remove() {
    if (this.parentNode) this.parentNode.removeChild(this);
  }
  contains(node) {
    for (let n = node; n; n = n.parentNode) if (n === this) return true;
    return false;
  }
  get textContent() {
    return this.childNodes.map((c) => c.textContent).join('');
  }
  set textContent(text) {
    this.childNodes.slice().forEach((c) => this.removeChild(c));
    if (text) this.appendChild(this.ownerDocument.createTextNode(String(text)));
  }
}

class TextStub extends NodeStub {
  constructor(document, text) {
    super(document, 3, '#text');
    this.nodeValue = text;
  }
  get data() {
    return this.nodeValue;
  }
  set data(text) {
    this.nodeValue = text;
  }
  get textContent() {
    return this.nodeValue;
  }
  set textContent(text) {
    this.nodeValue = text;
  }
}

class ElementStub extends NodeStub {
  constructor(document, tagName) {
    super(document, 1, tagName.toUpperCase());
    this.tagName = tagName.toUpperCase();
    this.localName = tagName.toLowerCase();
    this.namespaceURI = 'http://www.w3.org/1999/xhtml';
    this.attributes = {};
    this.style = { setProperty() {}, removeProperty() {}, cssText: '' };
  }
  setAttribute(name, value) {
    this.attributes[name] = String(value);
    if (name === 'src') this.ownerDocument._sourceSet(this);
  }
  getAttribute(name) {
    return Object.prototype.hasOwnProperty.call(this.attributes, name)
      ? this.attributes[name]
      : null;
  }
  hasAttribute(name) {
    return this.getAttribute(name) !== null;
  }
  removeAttribute(name) {
    delete this.attributes[name];
  }
  get id() {
    return this.getAttribute('id') || '';
  }
  set id(value) {
    this.setAttribute('id', value);
  }
  get src() {
    return this.getAttribute('src') || '';
  }
  set src(value) {
    this.setAttribute('src', value);
  }
  get alt() {
    return this.getAttribute('alt') || '';
  }
  focus() {}
  blur() {}
  getBoundingClientRect() {
    return { x: 0, y: 0, top: 0, left: 0, right: 1920, bottom: 1080, width: 1920, height: 1080 };
  }
  /** Depth-first search by attribute value; enough for `#id` and `[name="value"]`. */
  find(test) {
    for (const child of this.childNodes) {
      if (child.nodeType !== 1) continue;
      if (test(child)) return child;
      const found = child.find(test);
      if (found) return found;
    }
    return null;
  }
  findAll(test, into) {
    const out = into || [];
    for (const child of this.childNodes) {
      if (child.nodeType !== 1) continue;
      if (test(child)) out.push(child);
      child.findAll(test, out);
    }
    return out;
  }
}

/**
 * The page. `onScript(url)` runs a classic script the page adds (the loader adds the player);
 * images "load" a moment after their src is set, like a fast local disk.
 */
class DocumentStub extends NodeStub {
  constructor(window, onScript) {
    super(null, 9, '#document');
    this.ownerDocument = null;
    this.defaultView = window;
    this._onScript = onScript;
    this.documentElement = new ElementStub(this, 'html');
    this.head = new ElementStub(this, 'head');
    this.body = new ElementStub(this, 'body');
    this.documentElement.appendChild(this.head);
    this.documentElement.appendChild(this.body);
    this.childNodes.push(this.documentElement);
    this.documentElement.parentNode = this;
    this.activeElement = this.body;
    this.readyState = 'complete';
    this.visibilityState = 'visible';
    this.hidden = false;
  }
  createElement(tag) {
    return new ElementStub(this, tag);
  }
  createElementNS(ns, tag) {
    const element = new ElementStub(this, tag);
    element.namespaceURI = ns;
    return element;
  }
  createTextNode(text) {
    return new TextStub(this, text);
  }
  createComment(text) {
    const comment = new TextStub(this, text);
    comment.nodeType = 8;
    comment.nodeName = '#comment';
    return comment;
  }
  getElementById(id) {
    return this.documentElement.find((e) => e.getAttribute('id') === id);
  }
  _sourceSet(element) {
    if (element.tagName !== 'IMG') return;
    setTimeout(() => element.dispatchEvent(new EventStub('load')), 0);
  }
  _connected(node) {
    if (node.tagName !== 'SCRIPT' || !node.getAttribute('src')) return;
    setTimeout(() => {
      let failed = false;
      try {
        this._onScript(node.getAttribute('src'));
      } catch (error) {
        failed = error.code === 'ENOENT';
        if (!failed) throw error;
      }
      node.dispatchEvent(new EventStub(failed ? 'error' : 'load'));
    }, 0);
  }
}

module.exports = { DocumentStub, ElementStub, EventStub, EventTargetStub, NodeStub };
