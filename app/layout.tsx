import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import './globals.css';

export const metadata = { title: { default: 'Fulfilment Portal', template: '%s · Fulfilment Portal' } };

// Every page renders per request: its scripts carry that request's CSP nonce (proxy.ts), which a page
// rendered at build time could not.
export default async function RootLayout({ children }: { children: ReactNode }) {
  await headers();
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
