// One HTTP/1.1 keep-alive connection that sends a request at a time, the way wrk drives a server:
// requests written as plain text, answers read by their status line and Content-Length. A load
// generator this small leaves the machine's cores to the server it measures, and it keeps its
// connection across HEAD requests, as browsers do.
import { connect } from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');

export class KeepAliveConnection {
  /** @param {URL} origin */
  constructor(origin) {
    this.host = origin.hostname;
    this.port = Number(origin.port);
    this.socket = null;
    this.pending = null;
    this.buffer = Buffer.alloc(0);
  }

  /**
   * @param {{ method?: string, path: string, headers?: Record<string, string>, body?: string }} request
   * @returns {Promise<{ status: number, text: string }>}
   */
  request({ method = 'GET', path, headers = {}, body }) {
    if (this.pending) return Promise.reject(new Error('one request at a time on a connection'));
    const socket = this.socket ?? this.open();
    const length = body === undefined ? 0 : Buffer.byteLength(body);
    let head = `${method} ${path} HTTP/1.1\r\nHost: ${this.host}:${this.port}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    if (body !== undefined) head += `Content-Length: ${length}\r\n`;
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject, head: method === 'HEAD' };
      socket.write(`${head}\r\n${body ?? ''}`);
    });
  }

  close() {
    this.socket?.destroy();
    this.socket = null;
  }

  open() {
    const socket = connect(this.port, this.host);
    socket.setNoDelay(true);
    socket.on('data', (chunk) => this.receive(chunk));
    const fail = (error) => {
      this.socket = null;
      this.buffer = Buffer.alloc(0);
      const pending = this.pending;
      this.pending = null;
      pending?.reject(error ?? new Error('connection closed'));
    };
    socket.on('error', fail);
    socket.on('close', () => fail());
    this.socket = socket;
    return socket;
  }

  receive(chunk) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const pending = this.pending;
    if (!pending) return;
    const end = this.buffer.indexOf(HEADER_END);
    if (end < 0) return;
    const head = this.buffer.toString('latin1', 0, end);
    const status = Number(head.slice(9, 12));
    const lengthMatch = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (/\r\ntransfer-encoding:/i.test(head)) {
      this.pending = null;
      this.close();
      pending.reject(new Error('chunked answers are not read by this client'));
      return;
    }
    const bodyLength = pending.head || status === 204 || status === 304 ? 0 : Number(lengthMatch?.[1] ?? 0);
    const total = end + HEADER_END.length + bodyLength;
    if (this.buffer.length < total) return;
    const text = this.buffer.toString('utf8', end + HEADER_END.length, total);
    this.buffer = this.buffer.subarray(total);
    this.pending = null;
    if (/\r\nconnection:\s*close/i.test(head)) this.close();
    pending.resolve({ status, text });
  }
}
