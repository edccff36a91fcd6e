import { Link } from 'react-router-dom'
import { Button } from '../../src/components/Button'
import { NotFound } from '../../src/components/ErrorView'
import { paths } from '../routes/paths'

export default function NotFoundPage() {
  return (
    <NotFound
      action={
        <Button asChild>
          <Link to={paths.home}>Go Home</Link>
        </Button>
      }
    />
  )
}
