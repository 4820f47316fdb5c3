import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { prisma } from '../db/client.ts';
import { availablePromptsCount, optimizationsToday, recentActivity, type ActivityItem } from '../services/dashboard.ts';
import { planSources, subscriptionStateSelect, userPlan } from '../services/plans.ts';
import { Optimization } from './optimizer.ts';
import { User } from './user.ts';

// The dashboard's figures, computed in services/dashboard.ts.

const ActivityKindEnum = builder.enumType('ActivityKind', { values: ['optimization', 'saved'] as const });

const Activity = builder.objectRef<ActivityItem>('Activity').implement({
  description: 'One line of Recent Activity: an optimization, or a prompt saved to Mis Prompts.',
  fields: (t) => ({
    kind: t.expose('kind', { type: ActivityKindEnum }),
    id: t.id({ description: 'Global ID of the Optimization or SavedPrompt.', resolve: (item) => encodeGlobalID(item.kind === 'optimization' ? 'Optimization' : 'SavedPrompt', String(item.id)) }),
    databaseId: t.exposeInt('id'),
    title: t.exposeString('title'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    targetId: t.id({
      description: 'Global ID of what the item opens: the Optimization, or the saved Prompt.',
      resolve: (item) => encodeGlobalID(item.kind === 'optimization' ? 'Optimization' : 'Prompt', String(item.targetId)),
    }),
    targetDatabaseId: t.exposeInt('targetId'),
  }),
});

interface DashboardOf {
  userId: number;
  reader: Parameters<typeof availablePromptsCount>[0];
}

const Dashboard = builder.objectRef<DashboardOf>('Dashboard').implement({
  fields: (t) => ({
    ideasGeneratedToday: t.int({ description: 'Optimizations made today (UTC).', resolve: (of) => optimizationsToday(of.userId, new Date()) }),
    optimizationsCount: t.int({ resolve: (of) => prisma.optimization.count({ where: { userId: of.userId } }) }),
    availablePromptsCount: t.int({
      description: 'Library prompts readable in full on the user\'s plan; at most 50 on the free plan.',
      resolve: (of) => availablePromptsCount(of.reader),
    }),
    lastOptimization: t.prismaField({
      type: Optimization,
      nullable: true,
      resolve: (query, of) => prisma.optimization.findFirst({ ...query, where: { userId: of.userId }, orderBy: { id: 'desc' } }),
    }),
    recentActivity: t.field({ type: [Activity], description: 'At most 6 items, newest first.', resolve: (of) => recentActivity(of.userId) }),
  }),
});

builder.prismaObjectFields(User, (t) => ({
  dashboard: t.field({
    type: Dashboard,
    select: { id: true, ...subscriptionStateSelect },
    resolve: (user, _args, context) => ({ userId: user.id, reader: { plan: userPlan(planSources(user)), language: context.language } }),
  }),
}));
