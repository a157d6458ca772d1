/**
 * Resolves in a task of its own, soon: a message to itself, which hidden tabs do not throttle as they do timers (a
 * second, and up to a minute after five hidden minutes in Chrome), so an answer that waits for it is not held back
 * while the page is in the background.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
