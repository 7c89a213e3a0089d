import { useTaskAnnouncer } from '../hooks/useTaskAnnouncer';

/** Mount once per screen that runs tasks: toasts and the title count for tasks finished meanwhile. */
export function TaskAnnouncer() {
  useTaskAnnouncer();
  return null;
}
