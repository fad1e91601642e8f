/** The information pages (/AboutUs and the rest, /Contact, /Accessibility, legal pages). */
export default {};
