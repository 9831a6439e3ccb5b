// Speaking SMTP to a server by hand, line by line, for what a mail client library hides: the
// exact reply to each command, a connection the server closes, a sender that goes quiet.
import { connect, type Socket } from "node:net";
import { until } from "./jobs";

export type Talk = {
  socket: Socket;
  /** Everything the server said so far. */
  heard: () => string;
  /** Waits for a final reply line (`code ` or any code when omitted) and returns it. */
  reply: (code?: string) => Promise<string>;
  /** Sends a command and returns the server's final reply line to it. */
  command: (line: string) => Promise<string>;
  /** Resolves once the server has closed the connection. */
  closed: () => Promise<void>;
  end: () => void;
};

/** Connects to `host`:`port`, from `localAddress` when given (e.g. 127.0.0.2, another sender on this machine). */
export async function talk(port: number, host = "127.0.0.1", localAddress?: string): Promise<Talk> {
  const socket = connect({ port, host, ...(localAddress ? { localAddress } : {}) });
  let buffer = "";
  let read = 0;
  let isClosed = false;
  socket.on("data", (chunk) => {
    buffer += chunk.toString("latin1");
  });
  socket.on("error", () => {});
  socket.on("close", () => {
    isClosed = true;
  });
  const reply = async (code?: string) => {
    let found = "";
    await until(
      async () => {
        const lines = buffer.slice(read).split("\r\n");
        for (let i = 0; i < lines.length - 1; i++) {
          if (/^\d{3} /.test(lines[i]) && (!code || lines[i].startsWith(`${code} `))) {
            found = lines[i];
            read += lines.slice(0, i + 1).join("\r\n").length + 2;
            return true;
          }
        }
        if (isClosed) throw new Error(`the server closed the connection; it said:\n${buffer}`);
        return false;
      },
      `an SMTP ${code ?? ""} reply`,
    );
    return found;
  };
  return {
    socket,
    heard: () => buffer,
    reply,
    command: (line: string) => {
      socket.write(`${line}\r\n`);
      return reply();
    },
    closed: () => until(async () => isClosed, "the server to close the connection"),
    end: () => socket.destroy(),
  };
}
