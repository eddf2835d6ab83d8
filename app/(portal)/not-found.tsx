import Link from 'next/link';

export default function NotFound() {
  return (
    <div className="empty-state">
      <h1>Not found</h1>
      <p>This page does not exist.</p>
      <p>
        <Link href="/home">Back to the home page</Link>
      </p>
    </div>
  );
}
