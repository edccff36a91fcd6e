/** The company-join rule lives in api/ so the mocks apply the same one; the server uses it from here. */
export { companyNameKey, joinRefusedDetail, mayJoinCompany } from '../../../api/company-membership'
