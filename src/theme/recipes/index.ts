import { buttonRecipe } from './button'
import { iconButtonRecipe } from './icon-button'
import { disabledReasonRecipe } from './disabled-reason'
import { linkRecipe } from './link'
import { textFieldRecipe } from './text-field'
import { selectRecipe } from './select'
import { comboboxRecipe } from './combobox'
import { checkboxRecipe } from './checkbox'
import { switchRecipe } from './switch'
import { searchFieldRecipe } from './search-field'
import { tabsRecipe } from './tabs'
import { menuRecipe } from './menu'
import { tooltipRecipe } from './tooltip'
import { dataTableRecipe } from './data-table'
import { collapsibleSectionRecipe } from './collapsible-section'

import { alertRecipe } from './alert'
import { avatarRecipe } from './avatar'
import { cardRecipe } from './card'
import { chipRecipe } from './chip'
import { dialogRecipe } from './dialog'
import { emptyStateRecipe } from './empty-state'
import { paperRecipe } from './paper'
import { progressBarRecipe } from './progress-bar'
import { skeletonRecipe } from './skeleton'
import { spinnerRecipe } from './spinner'
import { stepsHeaderRecipe } from './steps-header'
import { toastRecipe } from './toast'
import { trendChartRecipe } from './trend-chart'
import { statCardRecipe } from './stat-card'
import { channelPickerRecipe } from './channel-picker'
import { sidebarRecipe } from './sidebar'
import { gridListRecipe } from './grid-list'
import { dateRangePickerRecipe } from './date-range-picker'
import { fileDropZoneRecipe } from './file-drop-zone'
import { featureListRowRecipe } from './feature-list-row'
import { appBarRecipe } from './app-bar'
import { segmentGroupRecipe } from './segment-group'
import { swatchGroupRecipe } from './swatch-group'
import { themeCardRecipe } from './theme-card'
import { featureDetailRecipe } from './feature-detail'
import { notificationsMenuRecipe } from './notifications-menu'

export const recipes = {
  chip: chipRecipe,
  paper: paperRecipe,
  button: buttonRecipe,
  iconButton: iconButtonRecipe,
  disabledReason: disabledReasonRecipe,
  link: linkRecipe,
}

export const slotRecipes = {
  dataTable: dataTableRecipe,
  textField: textFieldRecipe,
  select: selectRecipe,
  combobox: comboboxRecipe,
  checkbox: checkboxRecipe,
  // `switch` is a reserved word: Panda names the generated function after this key.
  switchRecipe,
  searchField: searchFieldRecipe,
  tabs: tabsRecipe,
  menu: menuRecipe,
  tooltip: tooltipRecipe,
  alert: alertRecipe,
  avatar: avatarRecipe,
  card: cardRecipe,
  dialog: dialogRecipe,
  emptyState: emptyStateRecipe,
  progressBar: progressBarRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  stepsHeader: stepsHeaderRecipe,
  toast: toastRecipe,
  trendChart: trendChartRecipe,
  collapsibleSection: collapsibleSectionRecipe,
  statCard: statCardRecipe,
  channelPicker: channelPickerRecipe,
  sidebar: sidebarRecipe,
  gridList: gridListRecipe,
  dateRangePicker: dateRangePickerRecipe,
  fileDropZone: fileDropZoneRecipe,
  featureListRow: featureListRowRecipe,
  appBar: appBarRecipe,
  segmentGroup: segmentGroupRecipe,
  swatchGroup: swatchGroupRecipe,
  themeCard: themeCardRecipe,
  featureDetail: featureDetailRecipe,
  notificationsMenu: notificationsMenuRecipe,
}
