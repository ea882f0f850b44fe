export { receivePostbackByGet, receivePostbackByPost } from "./receive-postback";
