import { Link } from 'react-router';
import type { Schema } from '#sdk';

/**
 * An author's name as a link to their public home (`/user/:id`, features/profile), where posts, comments and answers
 * name them. The anonymous user and disabled or erased members have none: their name stays plain text, never a link
 * to a 404.
 */
export function AuthorLink({ author, className = 'm-author' }: { author: Schema<'ContentAuthor'>; className?: string }) {
  if (!author.home) return <span className={className}>{author.name}</span>;
  return (
    <Link to={`/user/${author.id}`} className={className}>
      {author.name}
    </Link>
  );
}
