import "server-only";

// Interim: filled by the notifications branch (grouped e-mail of PENDING notifications). Called by the event worker.
export async function sendPendingNotificationMails(now = new Date()): Promise<number> {
  void now;
  return 0;
}
