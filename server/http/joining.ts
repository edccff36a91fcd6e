import type { FastifyPluginAsync } from 'fastify'
import type { CompanyDomain, JoinRequest } from '../../api/schemas/joining'
import type { JoinRequestRow } from '../domain/joining/repository'
import type { DomainView } from '../domain/joining/service'
import type { Services } from '../services'
import { auditOrigin } from './request-source'
import { createRouteRegistrar } from './routing'

function toJoinRequest(row: JoinRequestRow): JoinRequest {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    job_title: row.jobTitle,
    created_at: row.createdAt.toISOString(),
  }
}

function toDomain(view: DomainView): CompanyDomain {
  return {
    id: view.id,
    domain: view.domain,
    proven: view.proven,
    auto_join: view.autoJoin,
    created_at: view.createdAt.toISOString(),
  }
}

/** /api/v1/workspace/join-requests and /domains: who may join the company, as its admins decide. */
export const joiningRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { joining } = services
  const route = createRouteRegistrar(app, services.auth.authenticate)

  route('listJoinRequests', async ({ auth }) => (await joining.joinRequests(auth)).map(toJoinRequest))
  route('approveJoinRequest', async ({ auth, params, request }) =>
    toJoinRequest(await joining.approve(auth, params.id, auditOrigin(request))),
  )
  route('refuseJoinRequest', async ({ auth, params, request }) => joining.refuse(auth, params.id, auditOrigin(request)))

  route('listDomains', async ({ auth }) => (await joining.domains(auth)).map(toDomain))
  route('addDomain', async ({ auth, body, request }) =>
    toDomain(await joining.addDomain(auth, body.domain, auditOrigin(request))),
  )
  route('updateDomain', async ({ auth, params, body, request }) =>
    toDomain(await joining.updateDomain(auth, params.id, body.auto_join, auditOrigin(request))),
  )
  route('removeDomain', async ({ auth, params, request }) => joining.removeDomain(auth, params.id, auditOrigin(request)))
}
