import type { IncomingMessage } from 'node:http';

/** The body of an answer received with `node:http`: its text, and its JSON when it is JSON. */
export function readAnswer(
  answer: IncomingMessage,
): Promise<{ text: string; json: Record<string, unknown> | null }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('error', reject);
    answer.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let json: Record<string, unknown> | null = null;
      try {
        json = JSON.parse(text) as Record<string, unknown>;
      } catch {
        json = null;
      }
      resolve({ text, json });
    });
  });
}
