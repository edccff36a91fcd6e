/**
 * `npx tsx bench/auth.ts`: throughput and latency of the auth calls against a hello-world baseline measured in the
 * same run, with the harness of bench/http-load.ts (PGlite).
 * Goal: GET /api/v1/auth/me at >= 30% of the hello-world requests per second.
 */
import { benchAccount, printLoadTable, withLoadBench } from './http-load'

const GOAL = 0.3

await withLoadBench('auth', {}, async ({ app, appUrl, helloUrl, run }) => {
  const { accessToken, email, password } = await benchAccount(app)
  const helloFirst = await run('GET /hello (baseline, first run)', { url: `${helloUrl}/hello` })
  const loginRun = await run('POST /api/v1/auth/login', {
    url: `${appUrl}/api/v1/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }).toString(),
  })
  const meRun = await run('GET /api/v1/auth/me', {
    url: `${appUrl}/api/v1/auth/me`,
    headers: { authorization: `Bearer ${accessToken}` },
  })
  const helloLast = await run('GET /hello (baseline, last run)', { url: `${helloUrl}/hello` })

  const baseline = printLoadTable(
    'Auth calls, {seconds} s each, {connections} connections, one process (PGlite, rate limits off)',
    [helloFirst, loginRun, meRun, helloLast],
  )
  const meRatio = meRun[1].requests.average / baseline
  console.log(
    `Goal: GET /api/v1/auth/me >= ${GOAL * 100}% of the hello-world req/s: ${(100 * meRatio).toFixed(1)}% ` +
      `(${meRatio >= GOAL ? 'met' : 'NOT met'})`,
  )
})
