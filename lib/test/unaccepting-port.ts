// A loopback port that never accepts a connection, for connect-timeout tests: a listening socket with a backlog of
// 1 in a stopped process, its backlog filled, so the kernel answers no further SYN and a connect hangs.
import { spawn } from "node:child_process";
import net from "node:net";

type UnacceptingPort = { port: number; close: () => void };

export async function startUnacceptingPort(): Promise<UnacceptingPort> {
  const child = spawn(
    process.execPath,
    [
      "-e",
      "require('net').createServer().listen({ port: 0, host: '127.0.0.1', backlog: 1 }, function () { console.log(this.address().port) })",
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const fillers: net.Socket[] = [];
  const close = () => {
    fillers.forEach((socket) => socket.destroy());
    child.kill("SIGKILL");
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.once("data", (data) => resolve(Number(String(data).trim())));
      child.once("exit", () => reject(new Error("the listening process ended")));
    });
    process.kill(child.pid!, "SIGSTOP");
    // Fill the backlog until a connect stays pending.
    for (let pending = false; !pending;) {
      if (fillers.length >= 10) throw new Error("the backlog never filled");
      const socket = net.connect(port, "127.0.0.1");
      socket.on("error", () => {});
      fillers.push(socket);
      pending = await new Promise<boolean>((resolve) => {
        socket.once("connect", () => resolve(false));
        setTimeout(() => resolve(socket.connecting), 100);
      });
    }
    return { port, close };
  } catch (error) {
    close();
    throw error;
  }
}
