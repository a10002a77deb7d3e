// What a Lighthouse run counted in Total Blocking Time, by kind of work: each main-thread task's own share
// of TBT on Lantern's simulated timeline (`TBTImpactTasks`, the computed artifact Lighthouse's bootup-time
// audit uses), summed by the task's group and event, and the script it ran, if any. For `npm run perf --
// --explain`: which work to cut on a page, in Lighthouse's own accounting.

import { Audit } from 'lighthouse/core/audits/audit.js';
import { TBTImpactTasks } from 'lighthouse/core/computed/tbt-impact-tasks.js';

/** "scriptEvaluation FunctionCall index-….js": the group, the event, the last part of its script's URL. */
function kindOf(task) {
  const data = task.event.args?.data ?? task.event.args?.beginData ?? {};
  const url = data.url ?? data.stackTrace?.[0]?.url ?? '';
  const file = url ? ` ${String(url).split('/').pop() || url}` : '';
  return `${task.group.id} ${task.event.name}${file}`;
}

/**
 * The kinds of work with their share of TBT (ms), largest first, `most` of them; needs the run's artifacts
 * (the result of `lighthouse()`, not only its report).
 */
export async function tbtByKind({ lhr, artifacts }, most = 8) {
  const context = { settings: lhr.configSettings, computedCache: new Map() };
  const tasks = await TBTImpactTasks.request(
    Audit.makeMetricComputationDataInput(artifacts, context),
    context,
  );
  const kinds = new Map();
  for (const task of tasks) {
    if (task.selfTbtImpact <= 0) continue;
    kinds.set(kindOf(task), (kinds.get(kindOf(task)) ?? 0) + task.selfTbtImpact);
  }
  return [...kinds]
    .sort((a, b) => b[1] - a[1])
    .slice(0, most)
    .map(([kind, ms]) => ({ kind, ms: Math.round(ms) }));
}
