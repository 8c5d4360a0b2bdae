import { useEffect, useState } from "react";

type Task = () => void;

/**
 * A queue of tasks that run once the next frame has been painted (a task queued from an animation
 * frame callback runs after that frame's rendering). Tasks still waiting run at once when the user
 * presses a key or a pointer, so that what follows (a click on a link, say) sees them done, and are
 * dropped on a history traversal (back, forward), which they would undo, or when the page unmounts.
 */
function createAfterPaintQueue() {
  let tasks: Task[] = [];
  let frame = 0;
  let timer = 0;
  function cancel() {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    frame = timer = 0;
  }
  function run() {
    cancel();
    const due = tasks;
    tasks = [];
    for (const task of due) task();
  }
  function drop() {
    cancel();
    tasks = [];
  }
  function schedule(task: Task) {
    tasks.push(task);
    if (frame !== 0 || timer !== 0) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      timer = window.setTimeout(run);
    });
  }
  return { schedule, run, drop };
}

/** Schedules work (such as a URL update) for after the next paint; see createAfterPaintQueue. */
export function useAfterPaint(): (task: Task) => void {
  const [queue] = useState(createAfterPaintQueue);
  useEffect(() => {
    addEventListener("keydown", queue.run, true);
    addEventListener("pointerdown", queue.run, true);
    addEventListener("popstate", queue.drop);
    return () => {
      removeEventListener("keydown", queue.run, true);
      removeEventListener("pointerdown", queue.run, true);
      removeEventListener("popstate", queue.drop);
      queue.drop();
    };
  }, [queue]);
  return queue.schedule;
}
