import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses before any route could see
 * it (a method it does not know, a malformed request line, headers over the size limit, a request
 * that never finished arriving) still answers in the API's error shape `{ message, status }`.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, message] =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [408, "The request took too long to arrive."]
      : error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "The request's headers are too large."]
        : [400, "The request could not be read."];
  const body = JSON.stringify({ message, status });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
