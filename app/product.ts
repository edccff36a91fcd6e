export const productName = 'Headway'
