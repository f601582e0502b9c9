// The /not-found screen.
export { NotFoundView as Component } from '../components/not-found-view.tsx';
