import 'bulma/css/bulma.min.css';
import 'bulmatic/extras.css';
import type { ReactNode } from 'react';
import { Toaster } from 'bulmatic';

export const metadata = { title: 'Bulmatic in Next.js' };

// A server component: Toaster is a client component of the library and takes no handler here, so it is rendered
// straight from the layout, once, near the root.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        {children}
        <Toaster />
      </body>
    </html>
  );
}
