// A bordered surface for grouping content; `as` keeps the right semantics (section, article, li).
import type { HTMLAttributes, ReactNode } from 'react';
import './card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'li';
  children: ReactNode;
}

export function Card({ as: Tag = 'div', className, children, ...rest }: CardProps) {
  return (
    <Tag {...rest} className={['card', className ?? ''].filter(Boolean).join(' ')}>
      {children}
    </Tag>
  );
}
