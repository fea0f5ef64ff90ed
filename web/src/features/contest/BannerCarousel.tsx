import { useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { Carousel } from '../games/Carousel'
import { bannersRequested } from './bannersSlice'
import { selectBanners } from './slice'

/** The dashboard banner carousel: the server's banners, else the bundled ones. */
export function BannerCarousel() {
  const dispatch = useAppDispatch()
  const { items } = useAppSelector(selectBanners)
  useEffect(() => {
    dispatch(bannersRequested())
  }, [dispatch])
  return (
    <div className="contest-banners">
      <Carousel slides={items} label="Banners" />
    </div>
  )
}
