// A minimal SMTP server for tests (docs/security.md §8): accepts every message,
// advertises nothing (so no STARTTLS or AUTH), and remembers what it got.
import { createServer, type AddressInfo, type Socket } from "node:net";

export type SunkMessage = { from: string; to: string[]; data: string; subject: string };

export async function startSmtpSink() {
  const messages: SunkMessage[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    let current: SunkMessage = { from: "", to: [], data: "", subject: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 sink ESMTP");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          current.subject = /^Subject: (.*)$/im.exec(current.data)?.[1]?.trim() ?? "";
          messages.push(current);
          current = { from: "", to: [], data: "", subject: "" };
          buffer = buffer.slice(end + 5);
          inData = false;
          reply("250 OK queued");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        switch (verb) {
          case "EHLO":
          case "HELO":
            reply("250 sink");
            break;
          case "MAIL":
            current.from = line.slice(10).trim();
            reply("250 OK");
            break;
          case "RCPT":
            current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? line);
            reply("250 OK");
            break;
          case "DATA":
            inData = true;
            reply("354 End data with <CR><LF>.<CR><LF>");
            break;
          case "RSET":
            current = { from: "", to: [], data: "", subject: "" };
            reply("250 OK");
            break;
          case "QUIT":
            reply("221 Bye");
            socket.end();
            break;
          default:
            reply("250 OK");
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
