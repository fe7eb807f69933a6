/**
 * The English texts the template shop's calls send (the server's module catalogue translates them).
 * Validation rules use `validationText` like every other route.
 */
export const TEMPLATE_SHOP_TEXT = {
  userNotFound: 'This user does not exist.',
  userCreated: 'User added to the users app.',
  userDeleted: 'User removed from the users app.',
  boardNotFound: 'This board does not exist.',
  taskNotFound: 'This task does not exist.',
  boardAdded: 'Board added.',
  boardDeleted: 'Board and its tasks deleted.',
  boardCleared: 'Tasks of the board deleted.',
  taskAdded: 'Task added.',
  taskUpdated: 'Task updated.',
  taskMoved: 'Task moved.',
  nothingMoved: 'Nothing moved: no target task was given.',
  productNotFound: 'This product does not exist.',
  wishlistAdded: 'Added to your wishlist.',
  wishlistRemoved: 'Removed from your wishlist.',
  cartAdded: 'Added to your cart.',
  cartRemoved: 'Removed from your cart.',
  notInWishlist: 'This product is not in your wishlist.',
  notInCart: 'This product is not in your cart.',
  /** An id-less delete (the stock client loses the id, §13): nothing is deleted, and it says so. */
  noIdDeleted: 'No id was sent, so nothing was deleted.',
  noId: 'No id was sent.',
  chooseBoard: 'Choose one of your boards.',
  chooseProduct: 'Choose a product.',
  chooseRole: 'Choose a role: admin, manager, technician, viewer or requester.',
  choosePlan: 'Choose a plan: basic, team, company or enterprise.',
  taskLists: 'Labels, attachments, comments and assignees are lists.',
} as const;
