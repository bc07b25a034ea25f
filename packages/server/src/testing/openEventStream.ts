import { request as httpRequest, type IncomingMessage } from "node:http";
import type { NotificationStreamMessage } from "@quorum/api";

/** A test's view of one open event stream: its messages in order, awaited one by one. */
export interface TestEventStream {
  response: IncomingMessage;
  next(): Promise<NotificationStreamMessage>;
  close(): void;
}

/** Opens `GET /api/v2/notifications/stream` on a listening server as a browser's EventSource would. */
export function openEventStream(origin: string, cookie: string): Promise<TestEventStream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}/api/v2/notifications/stream`, { headers: { accept: "text/event-stream", cookie } }, (response) => {
      const queue: NotificationStreamMessage[] = [];
      const waiting: Array<(message: NotificationStreamMessage) => void> = [];
      let buffer = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split("\n")
            .filter((line) => line.startsWith("data: "))
            .map((line) => line.slice(6))
            .join("\n");
          if (!data) continue;
          const message = JSON.parse(data) as NotificationStreamMessage;
          const taker = waiting.shift();
          if (taker) taker(message);
          else queue.push(message);
        }
      });
      resolve({
        response,
        next: () => new Promise((take) => (queue.length > 0 ? take(queue.shift() as NotificationStreamMessage) : waiting.push(take))),
        close: () => req.destroy(),
      });
    });
    req.on("error", reject);
    req.end();
  });
}
