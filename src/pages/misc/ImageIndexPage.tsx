import { Navigate } from 'react-router-dom';
import { paths } from '@/utils/paths';

/**
 * `/image` has no screen of its own: the index shows the gallery, so it sends the user to Explore
 * (one canonical URL for the feed, whose scroll cache is keyed to it). Unknown paths land here too
 * (spec 1 §2.1: "Any unknown path shows the same page as the image index").
 */
export default function ImageIndexPage() {
  return <Navigate to={paths.home()} replace />;
}
