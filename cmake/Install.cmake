# Installation and packaging of rkifc: `cmake --install build` puts the
# plugin, rkifc-graph, the headers, the layer libraries and a CMake package
# (find_package(RKIfConv)) under CMAKE_INSTALL_PREFIX; `cpack` in the build
# directory makes a Debian package of the same files.
include(CMakePackageConfigHelpers)

set(RKIFC_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/RKIfConv)
# The plugin goes in a directory of its own, as LLVM's plugins do.
set(RKIFC_INSTALL_PLUGINDIR ${CMAKE_INSTALL_LIBDIR}/rkifc)
set(RKIFC_INSTALL_PLUGIN ${RKIFC_INSTALL_PLUGINDIR}/RKIfConv.so)
set(RKIFC_INSTALL_GRAPH ${CMAKE_INSTALL_BINDIR}/rkifc-graph)

install(TARGETS RKIfConvAnalysis RKIfConvRegion RKIfConvTransform
                RKIfConvTargetPasses RKIfConvCodeGen
  EXPORT RKIfConvTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT development
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(TARGETS RKIfConv
  EXPORT RKIfConvTargets
  LIBRARY DESTINATION ${RKIFC_INSTALL_PLUGINDIR} COMPONENT plugin)
install(TARGETS rkifc-graph
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT plugin)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/rkifc
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT development
  FILES_MATCHING PATTERN "*.h")
install(FILES ${PROJECT_SOURCE_DIR}/README.md
  DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT plugin)

install(EXPORT RKIfConvTargets
  NAMESPACE RKIfConv::
  DESTINATION ${RKIFC_INSTALL_CMAKEDIR} COMPONENT development)
configure_package_config_file(
  ${PROJECT_SOURCE_DIR}/cmake/RKIfConvConfig.cmake.in
  ${PROJECT_BINARY_DIR}/RKIfConvConfig.cmake
  INSTALL_DESTINATION ${RKIFC_INSTALL_CMAKEDIR}
  PATH_VARS RKIFC_INSTALL_PLUGIN RKIFC_INSTALL_GRAPH)
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/RKIfConvConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/RKIfConvConfig.cmake
              ${PROJECT_BINARY_DIR}/RKIfConvConfigVersion.cmake
  DESTINATION ${RKIFC_INSTALL_CMAKEDIR} COMPONENT development)

# Debian package: one package with everything above.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME rkifc)
set(CPACK_PACKAGE_VENDOR "rkifc")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "R/K if-conversion plugin for LLVM 22 (Hexagon, ARM/Thumb2, NVPTX)")
set(CPACK_PACKAGE_CONTACT "rkifc developers")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
# The plugin runs inside llc/clang 22; the package config needs LLVM's CMake
# files (llvm-22-dev).
set(CPACK_DEBIAN_PACKAGE_DEPENDS "llvm-22, llvm-22-dev")
set(CPACK_STRIP_FILES OFF)
include(CPack)
