import Link from 'next/link';

export default function NotFound() {
  return (
    <main id="main" className="signin">
      <div className="signin-card">
        <h1>Page not found</h1>
        <p>There is no page at this address.</p>
        <p>
          <Link href="/">Go to the portal</Link>
        </p>
      </div>
    </main>
  );
}
