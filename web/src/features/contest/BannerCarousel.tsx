import { useLoadOnMount } from '../../app/useLoadOnMount'
import { Carousel } from '../games/Carousel'
import { bannersRequested } from './bannersSlice'
import { selectBanners } from './slice'

/** The dashboard banner carousel: the server's banners, else the bundled ones. */
export function BannerCarousel() {
  const [{ items }] = useLoadOnMount(selectBanners, bannersRequested())
  return (
    <div className="contest-banners">
      <Carousel slides={items} label="Banners" />
    </div>
  )
}
