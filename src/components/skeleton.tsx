// Placeholder blocks that reserve the space of content still loading (no layout shift).
import './skeleton.css';

export interface SkeletonProps {
  lines?: number;
  height?: string;
}

export function Skeleton({ lines = 1, height = '1em' }: SkeletonProps) {
  return (
    <div className="skeleton" aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="skeleton__line" style={{ height }} />
      ))}
    </div>
  );
}
